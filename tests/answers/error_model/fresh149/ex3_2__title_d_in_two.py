# exercise: ex3_2
# mistake: Took the title's "two-dimensional embedding vectors" as the input size and set d_in=2; the book's inputs have d_in=3 and it is the output (num_heads·d_out = 2, so d_out=1) that is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-D embeddings in, 2 heads of size 1 out
    return MultiHeadAttentionWrapper(d_in=2, d_out=1, context_length=6, dropout=0.0, num_heads=2)
