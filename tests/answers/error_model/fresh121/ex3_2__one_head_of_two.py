# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim = num_heads * d_out = 2
    num_heads = 1
    d_out = 2
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
