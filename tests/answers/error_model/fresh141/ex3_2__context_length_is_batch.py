# exercise: ex3_2
# mistake: The learner passed the batch size 2 as context_length, so the causal mask is 2x2 and the wrapper fails on 6 tokens; context_length must be 6 (tokens per sequence).
def ex3_2(MultiHeadAttentionWrapper):
    b, n, d_in = 2, 6, 3
    num_heads = 2
    d_out = 2 // num_heads
    return MultiHeadAttentionWrapper(d_in, d_out, b, 0.0, num_heads=num_heads)
