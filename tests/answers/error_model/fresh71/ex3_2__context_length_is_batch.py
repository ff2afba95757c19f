# exercise: ex3_2
# mistake: Passed 2 (the batch size) as context_length, so the causal mask is 2×2 and the forward fails on 6 tokens; context_length is 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    b = 2
    return MultiHeadAttentionWrapper(d_in, d_out, b, 0.0, num_heads=2)
