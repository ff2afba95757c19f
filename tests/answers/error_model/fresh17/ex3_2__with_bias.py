# exercise: ex3_2
# mistake: Set qkv_bias=True (adding an intercept to each projection); the book's query, key and value layers have no bias, so qkv_bias must stay False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 1, 6
    # linear layers with intercept terms
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
