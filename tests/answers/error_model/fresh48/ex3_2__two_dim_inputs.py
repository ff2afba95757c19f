# exercise: ex3_2
# mistake: Reads 'two-dimensional embedding vectors' as the input size and builds the wrapper with d_in=2, so it cannot take the book's 3-dimensional batch; d_in must stay 3 and d_out must be 1.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional embeddings, two heads of size 1
    return MultiHeadAttentionWrapper(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
