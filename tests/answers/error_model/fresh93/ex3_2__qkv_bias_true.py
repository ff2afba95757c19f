# exercise: ex3_2
# mistake: Creates the heads with qkv_bias=True, giving the query, key and value layers biases; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads * 1 dim each = 2 output dims
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
