# exercise: ex3_2
# mistake: Passed d_out=2 as if it were the total width; the wrapper concatenates the heads, so with 2 heads each needs d_out=1, else the output is (2, 6, 4).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2  # we want 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
