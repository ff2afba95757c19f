# exercise: ex3_2
# mistake: Passed 2 (the number of sequences) as context_length, so the 2×2 mask cannot cover 6 tokens and the forward crashes; context_length must be 6 (and d_out 1).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1
    batch_size = 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
