# exercise: ex3_2
# mistake: Got the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2) instead of the requested two heads of size 1 (num_heads=2, d_out=1).
def ex3_2(MultiHeadAttentionWrapper):
    # output dim = num_heads * d_out = 2
    num_heads = 1
    d_out = 2
    mha = MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
    return mha
