# exercise: ex3_2
# mistake: dropout=0.5 is left over from the dropout demo; the exercise's batch uses dropout 0.0, so in training mode the outputs are randomly zeroed/scaled.
d_in = 3
d_out = 1
context_length = 6
dropout = 0.5  # book's dropout example


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)
