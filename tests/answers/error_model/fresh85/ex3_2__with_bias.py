# exercise: ex3_2
# mistake: Creates the wrapper with qkv_bias=True, so the query, key and value layers have biases unlike the book's; it should keep qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim each = 2 dims
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    return mha
