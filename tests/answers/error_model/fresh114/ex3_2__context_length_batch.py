# exercise: ex3_2
# mistake: Passes the batch size 2 as context_length, so the causal mask buffer is only 2 x 2 and the forward pass on 6 tokens fails; context_length must be at least 6 (the book uses 6).
def ex3_2(MultiHeadAttentionWrapper):
    batch = (2, 6, 3)        # (b, n, d_in)
    b, n, d_in = batch
    return MultiHeadAttentionWrapper(d_in, 1, b, 0.0, num_heads=2)
