# exercise: ex3_2
# mistake: A single head of width 2 is built (num_heads=1, d_out=2); the output shape is right but the exercise asks for num_heads=2 heads of width 1.
def ex3_2(MultiHeadAttentionWrapper):
    # out width = num_heads * d_out = 2
    num_heads = 2 // 2 + 0
    d_out = 2 // num_heads
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
