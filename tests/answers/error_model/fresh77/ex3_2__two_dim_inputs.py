# exercise: ex3_2
# mistake: The learner reads "two-dimensional embedding vectors" as the input size and passes d_in=2, so the wrapper fails on the book's 3-dimensional inputs; d_in must stay 3 and d_out per head must be 1.
def ex3_2(MultiHeadAttentionWrapper):
    cfg = {"d_in": 2, "d_out": 1, "context_length": 6, "dropout": 0.0}
    return MultiHeadAttentionWrapper(cfg["d_in"], cfg["d_out"], cfg["context_length"], cfg["dropout"], num_heads=2)
