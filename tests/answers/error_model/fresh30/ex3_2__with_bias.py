# exercise: ex3_2
# mistake: Passed qkv_bias=True, so the query, key and value layers get biases unlike the book's; the shape is right but the layers differ (must be bias-free).

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
