# exercise: ex3_2
# mistake: The sixth positional argument True turns on qkv_bias, so the query/key/value layers have biases; the book's layers have none (qkv_bias=False). Shape (2, 6, 2) is right.
def ex3_2(MultiHeadAttentionWrapper):
    # d_in, d_out, context_length, dropout, num_heads, ...
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, 2, True)
