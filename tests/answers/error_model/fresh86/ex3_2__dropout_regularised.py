# exercise: ex3_2
# mistake: The learner passes dropout=0.1 as a default regularisation instead of the required dropout 0.0, so the outputs are random in training mode.
def ex3_2(MultiHeadAttentionWrapper):
    cfg = dict(d_in=3, d_out=1, context_length=6, dropout=0.1)
    return MultiHeadAttentionWrapper(**cfg, num_heads=2)
