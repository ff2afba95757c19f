# exercise: ex3_2
# mistake: Read "two-dimensional embedding vectors" as the input size and built the wrapper with d_in=2, so it cannot take the book's 3-dimensional inputs; it needs d_in=3 and d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dim embeddings, 2 heads -> 1 output dim per head
    return MultiHeadAttentionWrapper(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
