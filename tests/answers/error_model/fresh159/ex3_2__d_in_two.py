# exercise: ex3_2
# mistake: The learner reads 'two-dimensional embedding vectors' as d_in=2 (and d_out=1), so the wrapper cannot take the book's 3-dimensional inputs; d_in must stay 3 and only the output is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    # two-dimensional embeddings
    return MultiHeadAttentionWrapper(2, 1, 6, 0.0, num_heads=2)
