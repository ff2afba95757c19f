# exercise: ex3_2
# mistake: The learner passed context_length=2 (the batch size) instead of at least 6 tokens, so the 2x2 mask cannot be applied to the 6-token inputs and the forward pass raises.
def ex3_2(MultiHeadAttentionWrapper):
    # batch: 2 sequences, 6 tokens, 3 dims; each head gives 1 dim -> 2 dims after concat
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=2, dropout=0.0, num_heads=2)
