# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise requires num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    # output must be 2-dim: heads * d_out = 2
    d_out, heads = 2, 1
    assert d_out * heads == 2
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=heads)
