# exercise: ex3_2
# mistake: Passes d_out=2 to the wrapper, but each of the 2 heads outputs d_out features and they are concatenated, giving (2, 6, 4); d_out must be 1 per head.

def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2  # we want 2-dimensional context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
