# exercise: ex3_2
# mistake: Reads "6 tokens, 3 dimensions" in that order into the constructor, giving d_in=6 and context_length=3, so the wrapper fails on the book's (2, 6, 3) batch; it needs d_in=3 and context_length=6.
def ex3_2(MultiHeadAttentionWrapper):
    n_tokens, n_dims = 6, 3
    return MultiHeadAttentionWrapper(n_tokens, 1, n_dims, 0.0, num_heads=2)
