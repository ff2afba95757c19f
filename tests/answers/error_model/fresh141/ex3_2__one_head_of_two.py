# exercise: ex3_2
# mistake: The learner got the 2-dimensional output with a single head of size 2 (num_heads=1); the statement asks for num_heads=2 heads of size 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, T = 3, 2, 6
    wrapper = MultiHeadAttentionWrapper(d_in, d_out, T, 0.0, num_heads=1)
    return wrapper
