# exercise: ex3_3
# mistake: The learner passes num_heads=64 (the head size) instead of 12 heads, so each head has 12 features; the parameter count is the same but the module is not GPT-2-small's.
def ex3_3(MultiHeadAttention, device):
    d = 768
    head_dim = 64
    heads = d // 12
    mha = MultiHeadAttention(d, d, 1024, 0.0, num_heads=heads)
    print(mha.num_heads, mha.head_dim, sum(p.numel() for p in mha.parameters()))
    mha.to(device)
    return mha
