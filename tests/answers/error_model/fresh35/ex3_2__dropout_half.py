# exercise: ex3_2
# mistake: Used the book's dropout demo value 0.5 instead of the dropout 0.0 the statement asks, so in training mode the outputs are randomly dropped and rescaled.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1   # two heads of 1 -> 2-dim output
    context_length = 6
    dropout = 0.5
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)
