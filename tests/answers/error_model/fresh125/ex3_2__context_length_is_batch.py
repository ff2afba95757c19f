# exercise: ex3_2
# mistake: passes the batch size 2 as context_length, so the causal mask is only 2x2 and the forward fails on 6 tokens; context_length must be 6 (the number of tokens).
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    d_out = 1  # each head gives one dim, two heads -> 2
    return MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
