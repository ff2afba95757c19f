# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length (batch-major confusion), so the 2x2 mask cannot cover 6 tokens; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch, d_in, d_out = 2, 3, 1
    return MultiHeadAttentionWrapper(d_in, d_out, batch, 0.0, num_heads=2)
