# exercise: ex3_2
# mistake: Passed qkv_bias=True, giving the query, key and value layers a bias; the book's layers have none (qkv_bias=False), so the outputs differ from the book's.
def ex3_2(MultiHeadAttentionWrapper):
    num_heads = 2
    d_out = 2 // num_heads   # each head contributes one dimension
    mha = MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads, qkv_bias=True)
    return mha
