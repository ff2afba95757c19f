# exercise: ex3_2
# mistake: The learner passes 2 as the context length (the third argument) instead of 6, so the (2, 2) causal mask cannot cover the 6 tokens; the call should be MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1  # per head, 2 heads -> 2 dims
    n_ctx = 2
    mha = MultiHeadAttentionWrapper(d_in, d_out, n_ctx, 0.0, num_heads=2)
    # print(mha)
    return mha
