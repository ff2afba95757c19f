# exercise: ex3_3
# mistake: The learner passed context_length=768 (the embedding size) instead of 1024; the causal mask only covers 768 tokens, so inputs longer than 768 tokens fail.
# mistake_zh: 学习者把上下文长度写成了 768（嵌入维度），而不是 1024；因果掩码只覆盖 768 个词元，超过 768 个词元的输入会出错。
# keywords: context_length, 1024, mask, 768

def ex3_3(MultiHeadAttention, device):
    # GPT-2 small：12 个头，768 维
    tou_shu = 12
    d_model = 768
    mha = MultiHeadAttention(d_model, d_model, d_model, 0.0, num_heads=tou_shu)
    return mha.to(device)
