# exercise: ex3_2
# mistake: Builds a wrapper with num_heads=1 and d_out=2, which has the right output shape but only one head; the exercise asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2          # we want 2-dimensional context vectors
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
    return mha
