# exercise: ex3_2
# mistake: Reads 'two-dimensional embedding vectors' as the input size and passes d_in=2 (with d_out=1); the book's inputs have d_in=3, so it must be MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dim embeddings, 2 heads of 1 dim each
    return MultiHeadAttentionWrapper(2, 1, 6, 0.0, num_heads=2)
