# exercise: ex3_2
# mistake: The learner passed context_length=2 (mixing it up with the batch size or number of heads), so the 2x2 mask cannot cover 6 tokens and the forward pass fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3        # embedding size
    d_out = 1       # per head, 2 heads -> 2 dims
    batch = 2
    context_length = batch
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
