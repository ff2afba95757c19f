# exercise: ex3_2
# mistake: Got the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    wanted = 2
    return MultiHeadAttentionWrapper(3, wanted, 6, 0.0, num_heads=1)
