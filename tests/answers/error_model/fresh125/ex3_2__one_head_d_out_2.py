# exercise: ex3_2
# mistake: gets the 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2) instead of the required two heads of size 1 (num_heads=2, d_out=1).
def ex3_2(MultiHeadAttentionWrapper):
    # output should be (2, 6, 2)
    out_dim = 2
    return MultiHeadAttentionWrapper(3, out_dim, 6, 0.0, num_heads=1)
