# exercise: ex3_2
# mistake: The learner passes qkv_bias=True, so the query, key and value layers have biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
