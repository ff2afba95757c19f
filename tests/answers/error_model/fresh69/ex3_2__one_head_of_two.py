# exercise: ex3_2
# mistake: The learner got the 2-dimensional output with a single head of d_out=2 (num_heads=1) instead of two heads of d_out=1 each; the statement asks for num_heads=2.
def ex3_2(MultiHeadAttentionWrapper):
    h = 1; d = 2 // h  # out = h * d = 2
    return MultiHeadAttentionWrapper(3, d, 6, 0.0, num_heads=h)
