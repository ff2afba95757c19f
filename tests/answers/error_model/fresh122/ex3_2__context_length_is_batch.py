# exercise: ex3_2
# mistake: Passed context_length=2 (the batch size) instead of 6 tokens, so the mask is 2×2 and the forward pass on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    num_heads = 2
    d_out = 2 // num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=num_heads)
