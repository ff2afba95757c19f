# exercise: ex3_2
# mistake: Kept the GPT config's dropout rate 0.1 instead of the statement's 0.0, so the output is random in training mode.
GPT_DROP = 0.1


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=GPT_DROP, num_heads=2)
