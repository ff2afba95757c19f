# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with num_heads=1 and d_out=2 (one head of size 2); the statement asks for num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim = num_heads * d_out = 2
    d_out = 2
    num_heads = 1
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
