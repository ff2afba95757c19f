# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2) instead of the required num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    h = 1
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=h)
