# exercise: ex3_2
# mistake: Reads "two-dimensional embedding vectors" as the input size and sets d_in=2 (with d_out=1 per head), but the book's inputs have 3 dimensions; d_in must stay 3 and only the output is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 2
    d_out = d_in // 2
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=2)
