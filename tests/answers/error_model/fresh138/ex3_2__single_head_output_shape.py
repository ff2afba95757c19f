# exercise: ex3_2
# mistake: Thinking of Keras's output_shape=2, the learner built one head of size 2 (d_out=2, num_heads=1); the shape (2, 6, 2) is right but the statement asks for num_heads=2 heads of size 1 each.
def ex3_2(MultiHeadAttentionWrapper):
    output_shape = 2
    mha = MultiHeadAttentionWrapper(3, output_shape, 6, 0.0, num_heads=1)
    return mha
