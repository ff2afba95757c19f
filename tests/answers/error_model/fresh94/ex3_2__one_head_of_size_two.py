# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2) instead of two heads of size 1 (num_heads=2, d_out=1) as the statement asks.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    d_out = 2   # we want 2-dim context vectors
    h = 1
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=h)
