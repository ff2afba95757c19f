# exercise: ex3_2
# mistake: The wrapper is built with qkv_bias=True, but the book's query, key and value layers have no bias; leave qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, ctx = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out, ctx, 0.0, num_heads=2, qkv_bias=True)
