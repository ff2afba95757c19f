# exercise: ex3_2
# mistake: The learner passed 2 (the wanted output size) as context_length, so the 2x2 mask cannot cover 6 tokens; the call is MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim each = 2
    return MultiHeadAttentionWrapper(3, 1, 2, 0.0, num_heads=2)
