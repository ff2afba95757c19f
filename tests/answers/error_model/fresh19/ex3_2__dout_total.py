# exercise: ex3_2
# mistake: Passes d_out=2 thinking it is the total output size, but the wrapper concatenates num_heads heads of d_out each, giving (2, 6, 4); each head needs d_out=1 for 2 dimensions in total.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2  # want 2-dim context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
