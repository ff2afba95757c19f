# exercise: ex3_2
# mistake: The learner passed d_out=2, the wanted final width, but in the wrapper d_out is per head and the heads are concatenated, giving shape (2, 6, 4); it needs d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3        # book's embeddings are 3-dimensional
    d_out = 2       # we want 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
