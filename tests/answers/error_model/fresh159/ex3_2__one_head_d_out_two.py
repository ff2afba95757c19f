# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with num_heads=1 and d_out=2, but the statement requires num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    # out = num_heads * d_out = 2
    num_heads = 1
    d_out = 2
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
