# exercise: ex3_2
# mistake: Passes the batch size 2 as context_length, so the causal mask is 2x2 and the forward on 6 tokens fails; context_length must be 6 (the number of tokens).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    num_heads = 2
    d_out = 2 // num_heads
    batch_size = 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=num_heads)
