# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True, but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
    return mha
