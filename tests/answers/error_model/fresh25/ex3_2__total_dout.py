# exercise: ex3_2
# mistake: The learner passed d_out=2, the total size wanted, but in the wrapper d_out is per head and the heads are concatenated, so the output is (2, 6, 4); each head needs d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2  # 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
