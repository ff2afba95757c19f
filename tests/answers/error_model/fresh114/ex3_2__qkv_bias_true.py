# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True (an affine x W + b projection); the statement asks for the book's query, key and value layers without bias.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    num_heads = 2
    d_out = 2 // num_heads   # output is num_heads * d_out = 2
    # full affine projection  x W^T + b
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads, qkv_bias=True)
