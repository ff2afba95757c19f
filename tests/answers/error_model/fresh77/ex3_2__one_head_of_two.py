# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2) instead of two heads of size 1 (num_heads=2, d_out=1) as the statement asks.
def ex3_2(MultiHeadAttentionWrapper):
    heads = 1
    out_dim = 2
    per_head = out_dim // heads
    return MultiHeadAttentionWrapper(3, per_head, 6, 0.0, num_heads=heads)
