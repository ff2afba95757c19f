# exercise: ex3_2
# mistake: Passes qkv_bias=True out of the Keras Dense habit (use_bias defaults to True); the book's query, key and value layers have no bias, so qkv_bias must stay False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_per_head, ctx = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out_per_head, ctx, 0.0, num_heads=2, qkv_bias=True)
