# exercise: ex3_2
# mistake: Passed dropout 0.1 (the rate from the dropout exercise) instead of the statement's 0.0, so the outputs are randomly dropped and rescaled in training mode.
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, 0.1, num_heads=2)
