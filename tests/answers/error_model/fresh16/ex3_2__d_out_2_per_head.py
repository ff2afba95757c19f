# exercise: ex3_2
# mistake: d_out=2 is per head in the wrapper, so the two heads are concatenated to (2, 6, 4); d_out must be 1 to get (2, 6, 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2  # we want 2-dim context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
