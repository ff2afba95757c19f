# exercise: ex3_2
# mistake: The learner passed d_out=2, but in the wrapper d_out is the width of one head and the 2 heads are concatenated, giving (2, 6, 4); for a 2-dimensional output each head needs d_out=1.
# mistake_zh: 学习者传入了 d_out=2，但在包装类里 d_out 是每个头的宽度，两个头会被拼接，输出形状为 (2, 6, 4)；要得到 2 维输出，每个头的 d_out 应为 1。
# keywords: d_out, per head, concatenated, d_out=1, num_heads
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=2)
