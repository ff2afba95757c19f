# exercise: ex3_2
# mistake: Swaps the token and feature sizes (d_in=6 tokens, context_length=3 dims), as if the batch were channels-first; d_in is the embedding size 3 and the context length is 6, so the wrapper fails on the (2, 6, 3) batch.
def ex3_2(MultiHeadAttentionWrapper):
    b, n_tokens, n_dims = 2, 6, 3
    # (batch, channels, length) like a 1-d conv
    return MultiHeadAttentionWrapper(n_tokens, 1, n_dims, 0.0, num_heads=2)
