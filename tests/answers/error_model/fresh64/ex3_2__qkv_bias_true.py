# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so the query, key and value layers get biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # affine maps x -> W x + b for q, k, v
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0,
                                     num_heads=2, qkv_bias=True)
