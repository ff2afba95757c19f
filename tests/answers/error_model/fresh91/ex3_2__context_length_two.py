# exercise: ex3_2
# mistake: Passes context_length=2 (confusing it with the 2 output dimensions), so the 2×2 causal mask cannot cover 6 tokens and the forward pass fails; the context length is 6 and d_out is 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # 2 heads x 1 = 2 dims
    context_length = 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
