# exercise: ex3_2
# mistake: Passed qkv_bias=True, so the query, key and value layers get biases (shape is right, numbers and parameter count differ); the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    context_length = 6
    num_heads = 2
    d_out = 2 // num_heads  # concatenation doubles it
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads, qkv_bias=True)
