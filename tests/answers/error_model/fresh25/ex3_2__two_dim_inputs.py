# exercise: ex3_2
# mistake: The learner set d_in=2, reading "two-dimensional embedding vectors" as the input size; the book's inputs have 3 dimensions, so d_in=3 and d_out=1 per head are needed and this wrapper fails on the (2, 6, 3) batch.
def ex3_2(MultiHeadAttentionWrapper):
    # two heads of size 1 each -> 2-dim embeddings
    return MultiHeadAttentionWrapper(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
