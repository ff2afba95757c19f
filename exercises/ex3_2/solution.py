def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
