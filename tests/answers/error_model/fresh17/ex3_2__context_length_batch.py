# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length, so the causal mask is 2×2 and the forward on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    d_out = 1   # 2 heads x 1 = 2 dims
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
