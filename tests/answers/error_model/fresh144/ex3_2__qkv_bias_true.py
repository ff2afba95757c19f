# exercise: ex3_2
# mistake: The wrapper is built with qkv_bias=True, but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    num_heads = 2
    d_out = 2 // num_heads   # each head gives one dim, concatenated -> 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads, qkv_bias=True)
