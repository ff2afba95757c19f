# exercise: ex3_2
# mistake: The learner read "two-dimensional embedding vectors" as the input size and passed d_in=2 (with d_out=1), so the wrapper fails on the book's 3-dimensional batch; d_in must stay 3.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 2   # two-dimensional embeddings
    d_out = 1
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2)
