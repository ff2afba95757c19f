# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so the query/key/value layers have biases and the numbers differ from the book's; the statement asks for layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_total, num_heads = 3, 2, 2
    return MultiHeadAttentionWrapper(
        d_in, d_out_total // num_heads, 6, 0.0, num_heads=num_heads, qkv_bias=True
    )
