# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) output with one head of size 2, but the statement asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim = num_heads * d_out = 1 * 2 = 2
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
