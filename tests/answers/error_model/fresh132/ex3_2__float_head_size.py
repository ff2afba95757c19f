# exercise: ex3_2
# mistake: The learner computes the head size as 2 / 2, a float (1.0), and nn.Linear refuses a float size; d_out must be the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    total_out = 2
    num_heads = 2
    context_length = 6
    d_out = total_out / num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
