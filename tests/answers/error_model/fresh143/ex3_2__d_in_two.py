# exercise: ex3_2
# mistake: It reads "two-dimensional embedding vectors" as the input size and builds the wrapper with d_in=2, so it cannot take the book's 3-dimensional inputs; d_in must stay 3 and d_out per head must be 1.
def ex3_2(MultiHeadAttentionWrapper):
    embed_dim = 2  # 2-d embeddings
    head_out = 1
    return MultiHeadAttentionWrapper(embed_dim, head_out, 6, 0.0, num_heads=2)
