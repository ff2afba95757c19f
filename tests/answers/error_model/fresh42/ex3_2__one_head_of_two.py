# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 (d_out=2, num_heads=1) instead of two heads of size 1; the statement asks for num_heads=2 and d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output dim = num_heads * d_out = 2
    d_in, d_out, context_length = 3, 2, 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
