# exercise: ex3_2
# mistake: Passes context_length=2 (the batch size) instead of 6 tokens, so the causal mask buffer is 2x2 and the forward on 6 tokens fails; the context length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    batch = 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch, 0.0, num_heads=2)
