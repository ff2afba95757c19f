# exercise: ex3_2
# mistake: The learner made a one-head wrapper and appended the same head object again, so both heads share weights and the two output columns are identical; it needs num_heads=2 independent heads with d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=1)
    # second head -> 2 output dims
    mha.heads.append(mha.heads[0])
    return mha
