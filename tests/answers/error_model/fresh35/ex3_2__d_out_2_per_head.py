# exercise: ex3_2
# mistake: Passed d_out=2 (the book's value) to the wrapper, but each head's outputs are concatenated, so the output is (2, 6, 4); d_out must be 1 per head to get (2, 6, 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2          # 3-d inputs, 2-d context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
