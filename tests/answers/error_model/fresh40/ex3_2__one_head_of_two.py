# exercise: ex3_2
# mistake: Got a 2-dimensional output with a single head of size 2 instead of two heads of size 1 as the statement requires (num_heads=2, d_out=1).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 2, 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
    # output: (2, 6, 1 * 2) = (2, 6, 2)
    return mha
