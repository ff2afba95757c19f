# exercise: ex3_2
# mistake: The learner computed the per-head size with true division (2 / 2 = 1.0, a float), which nn.Linear rejects; d_out must be the int 1.
def ex3_2(MultiHeadAttentionWrapper):
    total_out = 2
    num_heads = 2
    head_out = total_out / num_heads
    return MultiHeadAttentionWrapper(3, head_out, 6, 0.0, num_heads=num_heads)
