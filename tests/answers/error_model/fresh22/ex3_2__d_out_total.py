# exercise: ex3_2
# mistake: Passed d_out=2 as the total model size; the wrapper concatenates heads, so each head needs d_out=1 to get (2, 6, 2), not (2, 6, 4).
def ex3_2(MultiHeadAttentionWrapper):
    d_model = 2  # output size
    return MultiHeadAttentionWrapper(3, d_model, 6, 0.0, num_heads=2)
