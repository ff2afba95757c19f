# exercise: ex3_2
# mistake: Uses num_heads=1 with d_out=2 (1 x 2 = 2 also gives a (2, 6, 2) output); the statement requires num_heads=2, so each head must have d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output width = num_heads * d_out = 2  ->  factor 2 = 1 * 2
    h, d_out = 1, 2
    mha = MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=h)
    return mha
