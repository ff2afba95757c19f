# exercise: ex3_2
# mistake: Got the 2-dimensional output with a single head of size 2 (d_out=2, num_heads=1); the statement asks for num_heads=2 heads of size d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim = num_heads * d_out = 2
    d_out, num_heads = 2, 1
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
