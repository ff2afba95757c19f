# exercise: ex3_2
# mistake: context_length is set to 2 (the batch size) instead of 6 tokens, so the causal mask buffer is 2x2 and the forward on 6 tokens fails.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    wrapper = MultiHeadAttentionWrapper(d_in, 1, batch_size, 0.0, num_heads=2)
    return wrapper
