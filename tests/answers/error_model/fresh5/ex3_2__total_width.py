# exercise: ex3_2
# mistake: In the wrapper d_out is the width of one head and the two heads are concatenated, so d_out=2 gives 2 × 2 = 4 features; use d_out=1 for an output of shape (2, 6, 2).
# mistake_zh: 在包装类里 d_out 是单个头的宽度，两个头会被拼接，所以 d_out=2 得到 2 × 2 = 4 个特征；要得到形状 (2, 6, 2) 应使用 d_out=1。
# keywords: d_out=1, concatenated, per head, 4 features, shape
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
