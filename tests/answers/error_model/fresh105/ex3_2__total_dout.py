# exercise: ex3_2
# mistake: The learner passed d_out=2 thinking it is the total output size (as in MultiHeadAttention), so the wrapper outputs 2×2 = 4 features; in the wrapper d_out is per head, so it must be 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2      # 2-dim context vectors
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
