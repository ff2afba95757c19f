# exercise: ex3_2
# mistake: Read 'two-dimensional embedding vectors' as the input size and set d_in=2; the inputs stay 3-dimensional (d_in=3) and only d_out=1 per head changes. [cond: crashes on the book's 3-dimensional inputs]
def ex3_2(MultiHeadAttentionWrapper):
    # two-dimensional embeddings, one output dim per head
    return MultiHeadAttentionWrapper(2, 1, 6, 0.0, num_heads=2)
