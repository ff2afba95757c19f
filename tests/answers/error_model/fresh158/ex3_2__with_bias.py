# exercise: ex3_2
# mistake: The learner built the wrapper with qkv_bias=True; the book's query, key and value layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 1, 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
