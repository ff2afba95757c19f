# exercise: ex3_2
# mistake: Computed the head size as 2 / 2 with true division, a float 1.0, which nn.Linear rejects; it must be the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length, num_heads = 3, 6, 2
    wanted = 2
    d_out = wanted / num_heads   # each head contributes d_out features
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
