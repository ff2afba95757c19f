# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 heads of size 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2          # output must be 2-dimensional
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
    return mha
