# exercise: ex3_2
# mistake: Reads 'two-dimensional embedding vectors' as the input size and sets d_in=2, so the wrapper cannot take the book's 3-dimensional inputs; d_in must stay 3 and d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional embeddings, 2 heads
    return MultiHeadAttentionWrapper(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
