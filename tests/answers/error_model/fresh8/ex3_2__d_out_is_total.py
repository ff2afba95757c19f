# exercise: ex3_2
# mistake: The learner passed d_out=2, the wanted total width, but the wrapper concatenates num_heads heads of d_out each, so the output is (2, 6, 4). Each of the 2 heads must output d_out = 1.
# mistake_zh: 学习者传入了 d_out=2（想要的总宽度），但包装器会把 num_heads 个各为 d_out 维的头拼接起来，所以输出是 (2, 6, 4)。两个头各自的 d_out 应为 1。
# keywords: d_out, per head, concatenate, num_heads × d_out
def ex3_2(MultiHeadAttentionWrapper):
    # 想要 2 维输出 -> d_out = 2
    return MultiHeadAttentionWrapper(d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=2)
