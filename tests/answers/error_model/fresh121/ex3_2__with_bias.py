# exercise: ex3_2
# mistake: Builds the heads with qkv_bias=True; the book's query, key and value layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
    return mha
