# exercise: ex3_2
# mistake: Kept dropout=0.5 from the book's dropout example; the exercise asks for dropout 0.0, so the module's outputs in training mode are randomly zeroed and rescaled.

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6
    dropout = 0.5
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=2)
