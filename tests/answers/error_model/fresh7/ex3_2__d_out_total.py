# exercise: ex3_2
# mistake: Passed d_out=2 thinking it is the total output size, but in the wrapper d_out is the size of ONE head and the heads are concatenated, so the output is (2, 6, 4). Use d_out=1 with num_heads=2.
# mistake_zh: 以为 d_out=2 是总输出维度，但在包装器里 d_out 是单个头的大小，多个头会被拼接，所以输出是 (2, 6, 4)。应使用 d_out=1、num_heads=2。
# keywords: d_out, per head, concatenate, num_heads, shape
def ex3_2(MultiHeadAttentionWrapper):
    torch_seed = 123
    d_in, d_out = 3, 2  # we want 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
