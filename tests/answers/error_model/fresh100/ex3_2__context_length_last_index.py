# exercise: ex3_2
# mistake: Uses context_length=5 (the last token index) instead of 6 tokens, so the causal mask is 5x5 and the forward pass on the 6-token batch fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    n_tokens = 6
    d_in, d_out_total, heads = 3, 2, 2
    return MultiHeadAttentionWrapper(d_in, d_out_total // heads, n_tokens - 1, 0.0, num_heads=heads)
