# exercise: ex3_2
# mistake: The learner passed d_out=2 as the total output size (as for the efficient class); the wrapper concatenates heads, so each head needs d_out=1 to get (2, 6, 2), not (2, 6, 4).

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2  # 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
