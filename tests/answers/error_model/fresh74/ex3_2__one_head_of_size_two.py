# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with a single head of size 2 instead of two heads of size 1; the statement asks for num_heads=2 with d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    out_dim = 2
    heads = max(1, out_dim // 2)   # concatenation -> heads * d_out
    m = MultiHeadAttentionWrapper(d_in, out_dim // heads, context_length, 0.0, num_heads=heads)
    return m
