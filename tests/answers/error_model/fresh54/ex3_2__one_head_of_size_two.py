# exercise: ex3_2
# mistake: The learner gets output size 2 with num_heads=1 and d_out=2, a single head; the statement asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim wanted: 2 -> d_out = 2, one head is enough for that
    d_out = 2
    num_heads = 2 // d_out
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
