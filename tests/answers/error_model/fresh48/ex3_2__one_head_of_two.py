# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise requires num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    out_dim = 2
    heads = 1
    return MultiHeadAttentionWrapper(3, out_dim // heads, 6, 0.0, num_heads=heads)
