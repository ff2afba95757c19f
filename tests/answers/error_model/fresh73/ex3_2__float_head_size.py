# exercise: ex3_2
# mistake: Computed the head size with true division, d_out = 2 / 2 = 1.0 (a float), so nn.Linear cannot be built; d_out must be the integer 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    total_out = 2
    heads = 2
    per_head = total_out / heads
    return MultiHeadAttentionWrapper(3, per_head, 6, 0.0, num_heads=heads)
