# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True, so the query, key and value layers have biases; the book's layers are without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length, dropout = 3, 6, 0.0
    n_heads = 2
    d_out = 2 // n_heads   # per head, output = heads * d_out = 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout,
                                     num_heads=n_heads, qkv_bias=True)
