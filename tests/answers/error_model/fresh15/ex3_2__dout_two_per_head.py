# exercise: ex3_2
# mistake: Took "2-dimensional" literally for each head and set d_out=2, so the two concatenated heads give (2, 6, 4) instead of (2, 6, 2) (d_out must be 1).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
