# exercise: ex3_2
# mistake: Passed 2 (the number of sequences) as context_length, so the 2x2 mask cannot cover 6 tokens and the forward fails; context_length must be 6.

def ex3_2(MultiHeadAttentionWrapper):
    # batch: 2 sequences, 3 dims in, 1 dim out per head
    return MultiHeadAttentionWrapper(3, 1, 2, 0.0, num_heads=2)
