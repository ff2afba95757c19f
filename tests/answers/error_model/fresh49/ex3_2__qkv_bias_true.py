# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True although the statement asks for the book's query, key and value layers without bias (the default qkv_bias=False); the shape is right but the layers and numbers differ.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # per head -> 2 heads * 1 = 2 dims
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
