# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, although the book's query, key and value layers have no bias; it should be MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2) with the default qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    cfg = dict(d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True)
    return MultiHeadAttentionWrapper(**cfg)
