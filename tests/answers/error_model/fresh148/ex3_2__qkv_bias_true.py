# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim = 2-dim context vectors
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    return mha
