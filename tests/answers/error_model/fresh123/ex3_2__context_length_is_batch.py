# exercise: ex3_2
# mistake: Uses the batch size 2 as context_length, so the causal mask is 2x2 and the forward pass fails on 6 tokens; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    # batch of 2 sequences -> context 2, each head 1-dim, 2 heads -> 2 dims
    batch = (2, 6, 3)
    context_length, n_tokens, d_in = batch
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
