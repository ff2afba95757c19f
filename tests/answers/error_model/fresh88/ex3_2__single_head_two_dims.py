# exercise: ex3_2
# mistake: Got the 2-dimensional output with one head of d_out=2 instead of two heads of d_out=1; the statement fixes num_heads=2.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_total, context_length = 3, 2, 6
    num_heads = 1 if d_out_total < d_in else 2  # keep each head at least 2-d
    return MultiHeadAttentionWrapper(
        d_in, d_out_total // num_heads, context_length, 0.0, num_heads=num_heads
    )
