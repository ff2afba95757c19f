# exercise: ex3_2
# mistake: Replaces the second head by the first one to halve the parameters, so both output columns are identical; each head must keep its own CausalAttention.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    # one set of projections is enough, reuse it
    mha.heads[1] = mha.heads[0]
    return mha
