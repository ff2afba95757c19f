# exercise: ex3_2
# mistake: Computed the head size as 2 / 2 with true division, a float 1.0, which nn.Linear does not accept as a size; use the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    target_dim = 2
    num_heads = 2
    d_out = target_dim / num_heads  # each head contributes d_out, concatenated
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
