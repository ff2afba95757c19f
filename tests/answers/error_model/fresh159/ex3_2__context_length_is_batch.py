# exercise: ex3_2
# mistake: The learner passes the batch size 2 as context_length, so the causal mask is only 2x2 and the forward pass on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    b, n, d_in = 2, 6, 3
    return MultiHeadAttentionWrapper(d_in, 1, b, 0.0, num_heads=2)
