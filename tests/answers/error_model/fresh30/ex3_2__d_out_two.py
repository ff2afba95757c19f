# exercise: ex3_2
# mistake: Set d_out=2 per head, so the two concatenated heads give (2, 6, 4); each head needs d_out=1 to get (2, 6, 2).

def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional context vectors
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
