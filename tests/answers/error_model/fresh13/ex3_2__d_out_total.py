# exercise: ex3_2
# mistake: It passes d_out=2, treating d_out as the total output size; in the wrapper d_out is per head, so the output is (2, 6, 4) instead of (2, 6, 2): d_out must be 1.
# mistake_zh: 它传入 d_out=2，把 d_out 当成了总输出维度；在 wrapper 中 d_out 是每个头的维度，因此输出为 (2, 6, 4) 而非 (2, 6, 2)：d_out 应为 1。
# keywords: d_out, per head, concatenate, shape
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2  # we want 2-dimensional context vectors
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2)
