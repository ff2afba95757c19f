# exercise: ex3_2
# mistake: Reads the '2-dimensional' output as a context length of 2 (and d_out=1), so the causal mask is 2x2 and 6-token inputs fail; the context length is 6 (the tokens), only d_out changes.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    ctx = 2  # two-dimensional
    return MultiHeadAttentionWrapper(d_in, d_out, ctx, 0.0, num_heads=2)
