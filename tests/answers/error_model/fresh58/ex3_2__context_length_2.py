# exercise: ex3_2
# mistake: The learner passes the batch size 2 as context_length, so each head's causal mask is only 2x2 and the wrapper fails on the 6-token batch; context_length must be at least 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    d_out = 1
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
