# exercise: ex3_2
# mistake: Passed the batch size 2 as the context length, so the causal mask is 2x2 and cannot cover the 6 tokens; the context length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    b, n, d = 2, 6, 3
    return MultiHeadAttentionWrapper(d, 1, b, 0.0, num_heads=2)
