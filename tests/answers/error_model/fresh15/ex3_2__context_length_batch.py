# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length (the statement lists "2 sequences of 6 tokens"), so the mask is 2×2 and the forward on 6 tokens fails with a size mismatch; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    return MultiHeadAttentionWrapper(
        d_in=d_in, d_out=1, context_length=batch_size, dropout=0.0, num_heads=2
    )
