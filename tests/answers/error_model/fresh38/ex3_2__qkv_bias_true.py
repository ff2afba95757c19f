# exercise: ex3_2
# mistake: The learner built the wrapper with qkv_bias=True, so every head's query, key and value layers get biases; the exercise asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # 2 heads x 1 = 2 dims
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
