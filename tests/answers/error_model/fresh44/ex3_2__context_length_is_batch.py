# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length (reading "2 sequences of 6 tokens" as context 2), so the 2x2 mask cannot cover 6 tokens and the forward pass fails; context_length must be at least 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3      # embedding size
    d_out = 1     # per head -> 2 heads * 1 = 2
    batch = 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch, 0.0, num_heads=2)
