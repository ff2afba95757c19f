# exercise: ex3_2
# mistake: Set d_out=2, but the wrapper concatenates its 2 heads, so the output is (2, 6, 4); each head needs d_out=1 to get 2-dimensional context vectors.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2  # we want 2-dimensional embeddings
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
