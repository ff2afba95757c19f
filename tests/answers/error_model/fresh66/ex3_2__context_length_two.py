# exercise: ex3_2
# mistake: The learner passes context_length=2 (reading the "2" of the two-dimensional output into the wrong positional argument); the mask is then 2x2 and the book's 6-token batch fails. context_length must be at least 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3   # embeddings
    d_out = 1  # per head, 2 heads -> 2 dims
    return MultiHeadAttentionWrapper(d_in, d_out, 2, 0.0, num_heads=2)
