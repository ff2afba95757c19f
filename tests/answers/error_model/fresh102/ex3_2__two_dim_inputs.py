# exercise: ex3_2
# mistake: The learner read "two-dimensional embedding vectors" as d_in = 2 (and d_out = 1), so the wrapper cannot take the book's 3-dimensional inputs; d_in stays 3 and only d_out per head becomes 1.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional embeddings -> 2 heads of size 1
    return MultiHeadAttentionWrapper(2, 1, 6, 0.0, num_heads=2)
