# exercise: ex3_2
# mistake: Builds the heads with qkv_bias=True, taking "the book's query, key and value layers" to mean layers with a bias; the statement asks for layers without bias (qkv_bias=False, the default).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1          # 2 heads x 1 = 2 output dims
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
