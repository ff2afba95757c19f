# exercise: ex3_2
# mistake: Passes context_length=2 (the number of sequences in the batch) instead of 6 tokens, so the causal mask is 2x2 and the forward pass on 6 tokens fails; context_length must be at least the 6 tokens.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    return MultiHeadAttentionWrapper(d_in, 1, batch_size, 0.0, num_heads=2)
