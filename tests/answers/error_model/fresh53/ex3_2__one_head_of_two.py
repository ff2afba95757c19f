# exercise: ex3_2
# mistake: The learner got the 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2); the exercise keeps num_heads=2 and sets d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 2, 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
    return mha
