# exercise: ex3_2
# mistake: The learner passed d_out=2, reading 二维 as the wrapper's output size; in MultiHeadAttentionWrapper d_out is per head and the 2 heads are concatenated, so the output is (2, 6, 4). Use d_out=1.
# mistake_zh: 学习者把“二维”当成包装器的输出维度，传了 d_out=2；在 MultiHeadAttentionWrapper 中 d_out 是每个头的维度，两个头会拼接，所以输出是 (2, 6, 4)。应当用 d_out=1。
# keywords: d_out, per head, concatenated, (2, 6, 4)

def ex3_2(MultiHeadAttentionWrapper):
    # 输出要是二维的 → d_out = 2
    d_in, d_out = 3, 2
    context_length = 6   # 每个序列 6 个词元
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
