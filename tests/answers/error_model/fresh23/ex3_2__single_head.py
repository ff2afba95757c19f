# exercise: ex3_2
# mistake: Reached the (2, 6, 2) shape with one head of d_out=2 (num_heads=1); the exercise asks for num_heads=2 heads of d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    # output width = num_heads * d_out  ->  1 * 2 = 2
    return MultiHeadAttentionWrapper(*(3, 2, 6), dropout=0.0, num_heads=1)
