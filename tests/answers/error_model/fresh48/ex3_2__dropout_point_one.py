# exercise: ex3_2
# mistake: Passes dropout=0.1 instead of the required 0.0, so in training mode the output is randomly dropped and rescaled; dropout must be 0.0.
def ex3_2(MultiHeadAttentionWrapper):
    torch_dropout = 0.1
    mha = MultiHeadAttentionWrapper(3, 1, 6, torch_dropout, num_heads=2)
    return mha
