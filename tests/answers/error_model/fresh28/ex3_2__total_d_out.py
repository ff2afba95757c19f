# exercise: ex3_2
# mistake: Passed d_out=2, the wanted total width, but the wrapper's d_out is per head and concatenated, so the output is (2, 6, 4); it needs d_out=1 to give (2, 6, 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2  # 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
