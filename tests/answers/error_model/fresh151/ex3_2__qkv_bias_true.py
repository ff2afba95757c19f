# exercise: ex3_2
# mistake: The learner built the wrapper with qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length, num_heads = 3, 6, 2
    d_out = 2 // num_heads  # per head
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0,
                                     num_heads=num_heads, qkv_bias=True)
