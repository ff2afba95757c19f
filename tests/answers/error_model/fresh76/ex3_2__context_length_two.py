# exercise: ex3_2
# mistake: Passes context_length=2 (the number of sequences) instead of 6, so the mask is 2×2 and the forward pass on 6 tokens fails; the context length must be at least the 6 tokens.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    context_length = batch_size
    d_out = 2 // 2  # per head
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
