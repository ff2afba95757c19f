# exercise: ex3_3
# mistake: The learner passed 768 as the context length (mixing it up with the embedding size); GPT-2 small's context is 1024 tokens, so the causal mask is too short for sequences longer than 768.
# mistake_zh: 学习者把 768 当成了上下文长度（与嵌入维度混淆）；GPT-2 small 的上下文长度是 1024 个词元，因此因果掩码对长于 768 的序列不够长。
# keywords: context_length, 1024, 768, mask, context
def ex3_3(MultiHeadAttention, device):
    d = 768
    return MultiHeadAttention(d, d, d, 0.0, 12).to(device)
