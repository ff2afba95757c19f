# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length, so the 2×2 causal mask cannot cover 6 tokens and forward fails; context_length must be at least 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch = (2, 6, 3)                  # (b, n, d_in)
    b, n, d_in = batch
    return MultiHeadAttentionWrapper(d_in, 1, b, 0.0, num_heads=2)
