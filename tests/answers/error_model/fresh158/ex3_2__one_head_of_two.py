# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the statement wants num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    out_dim = 2
    heads = 1
    return MultiHeadAttentionWrapper(3, out_dim // heads, 6, 0.0, num_heads=heads)
