# exercise: ex3_3
# mistake: Swapped the number of heads and the head size (num_heads=64, so head_dim=12); the parameter count is unchanged, but GPT-2 small has 12 heads of 64 dimensions.
def ex3_3(MultiHeadAttention, device):
    head_dim = 12
    num_heads = 768 // head_dim
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=num_heads).to(device)
    # 3 * 768*768 (q, k, v) + 768*768 + 768 (out_proj)
    assert sum(p.numel() for p in mha.parameters()) == 4 * 768 * 768 + 768 == 2_360_064
    return mha
