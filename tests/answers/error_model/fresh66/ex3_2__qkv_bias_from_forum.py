# exercise: ex3_2
# mistake: The constructor call copied from a forum answer passes qkv_bias=True; the shape is (2, 6, 2) but the query/key/value layers have biases, unlike the book's; use qkv_bias=False (the default).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
    return mha
