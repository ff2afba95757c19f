# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so the heads' query, key and value layers have biases and the numbers differ from the book's; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # per head, two heads -> 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
