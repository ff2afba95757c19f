# exercise: ex3_2
# mistake: Passed d_out=2, but the wrapper concatenates the heads, so the output is (2, 6, 4); each of the 2 heads needs d_out=1 to get (2, 6, 2).
def ex3_2(MultiHeadAttentionWrapper):
    # we want 2-dimensional context vectors -> d_out = 2
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
