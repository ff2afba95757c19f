# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True, while the statement asks for the book's query, key and value layers without bias (qkv_bias=False, the default).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    context_length = 6
    num_heads = 2
    d_out = 2 // num_heads  # each head 1 dim -> concat = 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads, qkv_bias=True)
