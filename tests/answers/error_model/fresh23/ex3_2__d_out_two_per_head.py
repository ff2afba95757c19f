# exercise: ex3_2
# mistake: Passed d_out=2, but the wrapper concatenates its heads, so 2 heads of 2 features give 4-dimensional context vectors, shape (2, 6, 4); each head needs d_out = 2 // 2 = 1.
def ex3_2(MultiHeadAttentionWrapper):
    # batch: 2 sequences x 6 tokens x 3 dims, and we want 2-dim context vectors
    d_in, d_out, context_length = 3, 2, 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
