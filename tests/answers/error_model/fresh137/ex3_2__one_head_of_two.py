# exercise: ex3_2
# mistake: The learner got a 2-dimensional output with a single head of size 2 (num_heads=1); the exercise asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    # output must be (2, 6, 2)
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
