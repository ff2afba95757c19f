# exercise: ex3_2
# mistake: The learner made one head of size 2 (num_heads=1, d_out=2), which gives the right shape but not the required 2 heads; it should be num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
    return mha
