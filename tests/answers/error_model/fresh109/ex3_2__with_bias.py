# exercise: ex3_2
# mistake: The learner passed qkv_bias=True, giving the query, key and value layers biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # per head, 2 heads -> 2 dims
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
    return mha
