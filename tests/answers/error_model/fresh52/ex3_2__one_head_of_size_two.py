# exercise: ex3_2
# mistake: Gets the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2); the statement asks for num_heads=2, each head of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    out_dim = 2
    mha = MultiHeadAttentionWrapper(d_in, out_dim, context_length, 0.0, num_heads=1)
    return mha
