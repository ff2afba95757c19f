# exercise: ex3_3
# mistake: You passed 768 as context_length; GPT-2 small's context length is 1024 tokens (768 is the embedding size).
# mistake_zh: 你把 768 当成了 context_length；GPT-2 small 的上下文长度是 1024（768 是嵌入维度）。
# keywords: context_length, 1024, mask, sizes

EMB = 768


def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(EMB, EMB, EMB, 0.0, 12).to(device)
