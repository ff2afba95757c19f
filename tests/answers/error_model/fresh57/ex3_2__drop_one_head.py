# exercise: ex3_2
# mistake: Created two heads of size 2 and then cut the ModuleList to one head to get 2 output dimensions, so the wrapper has only one head; it should keep 2 heads of d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    # output was (2, 6, 4) -> keep it at 2 dims
    mha.heads = mha.heads[:1]
    return mha
