# exercise: ex3_2
# mistake: The first call uses a wrong keyword (bias= instead of qkv_bias=) and raises TypeError; the except fallback then builds a single head with d_out=2, which has the right output shape but only one head instead of num_heads=2 heads of size 1.
def ex3_2(MultiHeadAttentionWrapper):
    try:
        wrapper = MultiHeadAttentionWrapper(
            d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, bias=False
        )
    except TypeError:
        # older signature? fall back to positional arguments
        wrapper = MultiHeadAttentionWrapper(3, 2, 6, 0.0, 1)
    return wrapper
