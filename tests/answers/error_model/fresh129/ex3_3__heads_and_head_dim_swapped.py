# exercise: ex3_3
# mistake: The learner passes num_heads = 768 // 12 = 64, i.e. 64 heads of 12 features instead of 12 heads of 64; the parameter count is the same but the attention is split differently. num_heads must be 12.
def ex3_3(MultiHeadAttention, device):
    C = 768
    D = 12          # GPT-2 small: 12
    H = C // D      # -> heads
    m = MultiHeadAttention(C, C, 1024, 0.0, num_heads=H)
    m.to(device)
    return m
