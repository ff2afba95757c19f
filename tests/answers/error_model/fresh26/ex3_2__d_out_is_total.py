# exercise: ex3_2
# mistake: Passed d_out=2 as if it were the total output size; the wrapper concatenates num_heads heads of d_out each, so the output is (2, 6, 4); d_out must be 1 for (2, 6, 2).

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2  # we want 2-dim context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
