# exercise: ex3_2
# mistake: Passes context_length=2 (the number of sequences) instead of 6 (tokens per sequence), so the causal mask is too small for the 6-token batch. [cond: whenever the wrapper is run on the 6-token batch]
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1          # 2 heads * 1 = 2 dims
    context_length = 2 # batch of 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
