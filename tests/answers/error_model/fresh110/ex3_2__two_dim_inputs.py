# exercise: ex3_2
# mistake: The learner read "two-dimensional embedding vectors" as the input size and set d_in=2 (and d_out=1), so the wrapper cannot take the book's 3-dimensional tokens; d_in stays 3 and only the output is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    emb_dim = 2
    return MultiHeadAttentionWrapper(emb_dim, emb_dim // 2, 6, 0.0, num_heads=2)
