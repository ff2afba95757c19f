# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, but the book's query, key and value layers have no bias (qkv_bias=False), so the parameters and outputs differ from the book's.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1  # 2 heads * 1 = 2 dims out
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
    return mha
