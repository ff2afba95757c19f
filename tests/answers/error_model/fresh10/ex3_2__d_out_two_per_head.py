# exercise: ex3_2
# mistake: The learner set d_out=2, but the wrapper concatenates the heads, so 2 heads of 2 give 4-dimensional vectors; each head needs d_out=1.
# mistake_zh: 学习者设了 d_out=2，但包装器会拼接各头，2 个头各 2 维得到 4 维向量；每个头应为 d_out=1。
# keywords: concatenate, d_out=1, per head, num_heads

def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
