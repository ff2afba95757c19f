# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) output by using a single head with d_out=2, but the exercise requires num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    num_heads = 1
    d_out = 2 // num_heads
    mha = MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
    return mha
