# exercise: ex3_2
# mistake: The learner read "two-dimensional embedding vectors" as the input size and set d_in=2 (and d_out=1), so the wrapper cannot take the book's 3-dimensional inputs; d_in stays 3 and only d_out=1 changes.
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(2, 1, 6, 0.0, num_heads=2)
