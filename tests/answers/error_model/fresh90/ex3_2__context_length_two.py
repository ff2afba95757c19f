# exercise: ex3_2
# mistake: The learner passed 2 as the context length (thinking of the 2-dimensional output) instead of 6, so the 2x2 causal mask cannot cover the 6 tokens; context_length must be 6 with d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    torch_seed = 123  # book
    d_in, d_out = 3, 1
    context_length = 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
