# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True although the book's query, key and value layers have no bias; it must be qkv_bias=False (the default).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, ctx, h = 3, 1, 6, 2
    m = MultiHeadAttentionWrapper(d_in, d_out, ctx, 0.0, num_heads=h, qkv_bias=True)
    return m
