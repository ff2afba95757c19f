# exercise: ex3_2
# mistake: Built the wrapper with dropout 0.1 (keyword-swapped from a GPT config) instead of the required dropout 0.0.
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, num_heads=2, dropout=0.1)
