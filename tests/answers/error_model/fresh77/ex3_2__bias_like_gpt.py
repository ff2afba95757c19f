# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True, so its query, key and value layers get biases that the book's layers do not have; the shape is right but the module must use qkv_bias=False (the default).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    d_out = 1  # one feature per head, two heads -> 2
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
    return mha
