# exercise: ex3_2
# mistake: Passes 2 (the number of sequences) as context_length, so the 2x2 causal mask cannot be applied to 6 tokens and the forward pass fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    batch_size = 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
