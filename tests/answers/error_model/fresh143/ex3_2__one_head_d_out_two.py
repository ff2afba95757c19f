# exercise: ex3_2
# mistake: It gets a 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2) instead of the required num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length, dropout = 6, 0.0
    n_heads = 1  # output = n_heads * d_out = 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=n_heads)
