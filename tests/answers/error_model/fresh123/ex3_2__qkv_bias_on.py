# exercise: ex3_2
# mistake: Passes qkv_bias=True, giving the query, key and value layers biases; the book's layers (and the statement) have no bias.
def ex3_2(MultiHeadAttentionWrapper):
    b, n, d_in = 2, 6, 3
    h = 2
    d_out = 2 // h
    return MultiHeadAttentionWrapper(d_in, d_out, n, 0.0, num_heads=h, qkv_bias=True)
