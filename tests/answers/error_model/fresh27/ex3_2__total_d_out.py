# exercise: ex3_2
# mistake: Passed d_out=2, the size wanted for the whole output, but the wrapper concatenates num_heads heads of d_out each, giving (2, 6, 4); each head must have d_out=1 so that 2 heads give (2, 6, 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3            # embedding size of the book's tokens
    d_out = 2           # we want 2-dimensional context vectors
    context_length = 6  # tokens per sequence
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
