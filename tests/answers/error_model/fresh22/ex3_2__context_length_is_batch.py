# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length; it must be the 6 tokens, otherwise the 2x2 mask cannot cover a 6-token sequence and forward fails.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    return MultiHeadAttentionWrapper(d_in, 1, batch_size, 0.0, num_heads=2)
