# exercise: ex3_2
# mistake: Set qkv_bias=True; the shape is right but the book's query, key and value layers have no bias (qkv_bias=False), so the numbers differ.

def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    return mha
