# exercise: ex3_2
# mistake: Computes the head size as 2 / num_heads, a float (1.0), which nn.Linear rejects; it must be the integer 2 // num_heads = 1.
def ex3_2(MultiHeadAttentionWrapper):
    num_heads = 2
    total = 2
    head_size = total / num_heads
    return MultiHeadAttentionWrapper(3, head_size, 6, 0.0, num_heads=num_heads)
