# exercise: ex3_2
# mistake: Passed context_length=2 (the number of sequences in the batch) instead of 6 (tokens per sequence), so the causal mask is 2x2 and the forward pass on the (2, 6, 3) batch fails.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # per head, 2 heads -> 2 dims
    batch_size = 2
    context_length = batch_size
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
    assert len(mha.heads) == 2
    return mha
