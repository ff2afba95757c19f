# exercise: ex3_2
# mistake: Got the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 heads of size 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    units = 2  # output dim, like Dense(units=2)
    return MultiHeadAttentionWrapper(d_in, units, 6, 0.0, num_heads=1)
