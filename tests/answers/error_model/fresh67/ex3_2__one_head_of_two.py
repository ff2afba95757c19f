# exercise: ex3_2
# mistake: To get a 2-dimensional output the learner used a single head with d_out=2 instead of num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    cfg = dict(d_in=3, d_out=2, context_length=6, dropout=0.0)
    # one head already gives 2-dim vectors, concat of one = itself
    return MultiHeadAttentionWrapper(cfg["d_in"], cfg["d_out"], cfg["context_length"], cfg["dropout"], num_heads=1)
