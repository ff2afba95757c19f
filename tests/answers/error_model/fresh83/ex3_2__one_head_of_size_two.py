# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 instead of the required num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    d_out = 2  # want 2-dim outputs
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
