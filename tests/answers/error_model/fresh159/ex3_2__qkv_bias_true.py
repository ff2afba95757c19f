# exercise: ex3_2
# mistake: The wrapper is built with qkv_bias=True, but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_per_head, ctx, p = 3, 1, 6, 0.0
    return MultiHeadAttentionWrapper(d_in, d_out_per_head, ctx, p, num_heads=2, qkv_bias=True)
