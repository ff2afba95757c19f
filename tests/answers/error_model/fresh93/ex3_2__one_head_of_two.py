# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2) instead of the required num_heads=2 heads of size 1 each.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2   # we want 2-dimensional context vectors
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=1)
