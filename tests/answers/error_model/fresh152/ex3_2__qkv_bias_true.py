# exercise: ex3_2
# mistake: Passed qkv_bias=True (as the 6th positional argument), so the query, key and value layers have biases; the book's layers have none (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, 2, True)
