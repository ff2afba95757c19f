# exercise: ex3_2
# mistake: The learner copied dropout=0.1 from a Keras transformer tutorial instead of the dropout 0.0 the statement asks for, so the outputs are random in training mode. [cond: module in training mode]
def ex3_2(MultiHeadAttentionWrapper):
    num_heads = 2
    out_dim = 2
    key_dim = out_dim // num_heads   # per head
    mha = MultiHeadAttentionWrapper(3, key_dim, 6, 0.1, num_heads=num_heads)
    return mha
