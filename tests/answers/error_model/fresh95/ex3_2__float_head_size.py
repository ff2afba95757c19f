# exercise: ex3_2
# mistake: The learner computed the per-head size with true division, 2 / num_heads = 1.0, a float, which nn.Linear rejects; d_out must be the integer 1 (2 // num_heads).
def ex3_2(MultiHeadAttentionWrapper):
    target_cols = 2
    num_heads = 2
    per_head = target_cols / num_heads
    return MultiHeadAttentionWrapper(3, per_head, 6, 0.0, num_heads=num_heads)
