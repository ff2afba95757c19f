# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True although the statement asks for the book's query, key and value layers without bias; leave qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, ctx = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out, ctx, 0.0, num_heads=2, qkv_bias=True)
