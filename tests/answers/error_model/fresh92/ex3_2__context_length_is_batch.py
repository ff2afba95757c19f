# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length, so the 2x2 causal mask cannot cover 6 tokens and the forward pass fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    return MultiHeadAttentionWrapper(d_in, 1, batch_size, 0.0, num_heads=2)
