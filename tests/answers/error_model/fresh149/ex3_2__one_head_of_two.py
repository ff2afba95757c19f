# exercise: ex3_2
# mistake: Got the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2) instead of two heads of size 1 (num_heads=2, d_out=1) as the statement asks.
def ex3_2(MultiHeadAttentionWrapper):
    # output size = num_heads * d_out = 2
    num_heads = 1
    d_out = 2
    return MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=num_heads)
