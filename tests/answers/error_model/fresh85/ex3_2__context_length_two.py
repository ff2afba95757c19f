# exercise: ex3_2
# mistake: Passes 2 as context_length (confusing it with the 2 sequences of the batch), so the 2x2 mask cannot cover 6 tokens and the forward pass fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    context_length = batch_size
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
