# exercise: ex3_2
# mistake: The batch size 2 is passed as context_length, so the causal mask is only 2x2 and the forward pass on 6 tokens fails; context_length must be 6 (the number of tokens).
def ex3_2(MultiHeadAttentionWrapper):
    B, T, C = 2, 6, 3      # batch, tokens, channels
    heads = 2
    d_out = 2 // heads     # per-head width so that heads*d_out == 2
    return MultiHeadAttentionWrapper(C, d_out, B, 0.0, num_heads=heads)
