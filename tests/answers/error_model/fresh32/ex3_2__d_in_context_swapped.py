# exercise: ex3_2
# mistake: Swaps d_in and context_length (d_in=6, context_length=3): the layers expect 6 input features and the mask covers 3 tokens, so the forward on the (2, 6, 3) batch fails; it is d_in=3, context_length=6.

def ex3_2(MultiHeadAttentionWrapper):
    batch_shape = (2, 6, 3)  # the book's batch
    _, d_in, context_length = batch_shape
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
