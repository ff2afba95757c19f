# exercise: ex3_3
# mistake: num_heads is set to 64 (the head size) instead of 12, which gives 64 heads of 12 dimensions; it must be 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    D = 768
    HD = D // 12    # 64
    return MultiHeadAttention(D, D, 1024, 0.0, num_heads=HD).to(device)
