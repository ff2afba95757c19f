# exercise: ex3_2
# mistake: The learner computes the per-head size with true division (2 / 2 = 1.0, a float), which nn.Linear rejects; d_out must be the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    D_IN, N_TOK, TOTAL_OUT, NH = 3, 6, 2, 2
    d_head = TOTAL_OUT / NH
    return MultiHeadAttentionWrapper(D_IN, d_head, N_TOK, 0.0, num_heads=NH)
