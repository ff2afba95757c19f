# exercise: ex3_3
# mistake: Passes num_heads=64, mixing up the head size (64) with the number of heads, so there are 64 heads of 12 features; GPT-2 small has 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    head_dim = 768 // 12
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=head_dim)
    mha = mha.to(device)
    print(sum(p.numel() for p in mha.parameters()))  # 2360064
    return mha
