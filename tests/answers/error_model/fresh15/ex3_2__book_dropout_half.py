# exercise: ex3_2
# mistake: Kept the book's dropout example value 0.5 instead of the statement's dropout 0.0, so in training mode the (2, 6, 2) outputs are randomly zeroed/doubled weights and differ from the deterministic ones.
def ex3_2(MultiHeadAttentionWrapper):
    torch_dropout = 0.5  # as in the book's dropout demo
    return MultiHeadAttentionWrapper(3, 1, 6, torch_dropout, num_heads=2)
