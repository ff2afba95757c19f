# exercise: ex3_2
# mistake: Got a 2-dimensional output with a single head of size 2 (num_heads=1); the exercise asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 2  # two-dimensional context vectors
    return MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=1)
