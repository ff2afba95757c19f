# exercise: ex3_2
# mistake: The learner passes qkv_bias=True, so the query, key and value layers have biases; the book's layers are without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim = 2 dims
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    return mha
