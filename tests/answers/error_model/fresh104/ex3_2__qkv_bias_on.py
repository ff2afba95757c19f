# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True; the book's query, key and value layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1  # 2 heads x 1 = 2 dims out
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2, qkv_bias=True)
