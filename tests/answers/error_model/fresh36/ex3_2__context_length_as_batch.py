# exercise: ex3_2
# mistake: Passes the batch size 2 as context_length (reading it as "how many sequences"), so the causal mask is only 2x2 and cannot cover the 6 tokens; context_length must be at least the number of tokens, 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size = 2
    wrapper = MultiHeadAttentionWrapper(
        d_in=3,
        d_out=1,
        context_length=batch_size,
        dropout=0.0,
        num_heads=2,
    )
    return wrapper
