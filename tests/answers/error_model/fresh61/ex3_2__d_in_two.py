# exercise: ex3_2
# mistake: Reads "two-dimensional embedding vectors" as the input size and builds the wrapper with d_in=2 (and d_out=1), so it cannot take the book's 3-dimensional inputs; d_in must stay 3, only the output is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dim embeddings, 2 heads of size 1 each -> 2 outputs
    emb_dim = 2
    head_size = emb_dim // 2
    return MultiHeadAttentionWrapper(emb_dim, head_size, 6, 0.0, num_heads=2)
