# exercise: ex3_2
# mistake: The learner passed context_length=2 (the number of sequences in the batch) instead of 6 tokens, so the 2x2 causal mask cannot be applied to 6x6 scores and the forward pass fails; context_length must be at least 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3          # embedding size
    d_out = 1         # per head -> 2 heads * 1 = 2
    batch_size = 2
    context_length = batch_size
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
