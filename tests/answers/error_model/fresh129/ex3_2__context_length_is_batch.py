# exercise: ex3_2
# mistake: The learner passes the batch size B=2 as context_length, so the causal mask is only 2x2 and the forward fails on 6-token sequences; context_length must be 6 (T).
def ex3_2(MultiHeadAttentionWrapper):
    B, T, C_in = 2, 6, 3    # batch (2, 6, 3)
    H = 2
    C_out = 2 // H          # each head gives 1 -> concat = 2
    return MultiHeadAttentionWrapper(C_in, C_out, B, 0.0, num_heads=H)
