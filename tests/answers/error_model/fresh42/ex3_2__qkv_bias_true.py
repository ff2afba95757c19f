# exercise: ex3_2
# mistake: Passes qkv_bias=True, so the query, key and value layers have biases, unlike the book's layers without bias; qkv_bias must stay False (the default).
def ex3_2(MultiHeadAttentionWrapper):
    # d_in=3, each head outputs 1 dim, 2 heads concatenated -> 2 dims
    # qkv_bias=True matches standard transformer implementations
    return MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
