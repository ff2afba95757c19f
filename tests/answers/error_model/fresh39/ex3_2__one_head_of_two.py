# exercise: ex3_2
# mistake: Got a 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2) instead of the required num_heads=2 heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    # output must be (2, 6, 2)
    wrapper = MultiHeadAttentionWrapper(
        d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=1
    )
    return wrapper
