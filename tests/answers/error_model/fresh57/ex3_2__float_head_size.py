# exercise: ex3_2
# mistake: Computed the per-head size as 2 / 2, a float 1.0, which nn.Linear rejects; d_out must be the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    total_dims = 2
    num_heads = 2
    d_out = total_dims / num_heads   # share of the output per head
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
