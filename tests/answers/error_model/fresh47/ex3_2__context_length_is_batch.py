# exercise: ex3_2
# mistake: The learner passes context_length=2 (the batch size), so the causal mask is 2x2 and the forward on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    b, n, d_in = 2, 6, 3
    out_dim, heads = 2, 2
    return MultiHeadAttentionWrapper(d_in, out_dim // heads, b, 0.0, num_heads=heads)
