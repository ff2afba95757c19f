# exercise: ex3_2
# mistake: The learner set qkv_bias=True, giving the query, key and value layers biases; the book's layers have no bias (qkv_bias=False, the default).
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
    return mha
