# exercise: ex3_2
# mistake: The learner kept the book's dropout of 0.1 from the causal-attention example; the statement asks for dropout 0.0.
def ex3_2(MultiHeadAttentionWrapper):
    torch_dropout = 0.1  # regularise the attention distribution
    return MultiHeadAttentionWrapper(3, 1, 6, torch_dropout, num_heads=2)
