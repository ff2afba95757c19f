# exercise: ex3_2
# mistake: Passed every argument positionally and added a trailing True, which is qkv_bias, so the query, key and value layers get biases; the book's layers have none.
def ex3_2(MultiHeadAttentionWrapper):
    # d_in, d_out, context_length, dropout, num_heads, ...
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, 2, True)
