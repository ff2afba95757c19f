# exercise: ex3_2
# mistake: Uses dropout 0.1 (a 'training' default) and puts the wrapper in train() mode, so outputs are randomly dropped; the statement asks for dropout 0.0.
def ex3_2(MultiHeadAttentionWrapper):
    cfg = dict(d_in=3, d_out=1, context_length=6, dropout=0.1, num_heads=2)
    mha = MultiHeadAttentionWrapper(**cfg)
    mha.train()
    return mha
