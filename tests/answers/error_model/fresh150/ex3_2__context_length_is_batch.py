# exercise: ex3_2
# mistake: The learner passed context_length=2 (the batch size) instead of 6; the mask is then 2×2 and the forward pass on 6 tokens fails.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size = 2
    return MultiHeadAttentionWrapper(3, 1, batch_size, 0.0, num_heads=2)
