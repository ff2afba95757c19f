# exercise: ex3_2
# mistake: Turned on qkv_bias=True, so the query, key and value layers get biases; the book's layers have no bias (qkv_bias=False, the default).
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    # each head: 3 Linear(3 -> 1)
    assert sum(1 for _ in mha.heads) == 2
    return mha
