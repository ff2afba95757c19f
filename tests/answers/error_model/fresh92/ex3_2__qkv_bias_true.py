# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True, although the book's query, key and value layers have no bias; the right call is MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_per_head, ctx = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out_per_head, ctx, dropout=0.0, num_heads=2, qkv_bias=True)
