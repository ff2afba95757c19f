# exercise: ex3_3
# mistake: The learner reads "each head gets 64" as 64 heads, building num_heads=64 with head_dim 12; the parameter count is the same, but GPT-2 small has 12 heads of 64 dimensions.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    per_head = 64
    mha = MultiHeadAttention(emb, emb, 1024, 0.0, num_heads=per_head)
    print(sum(p.numel() for p in mha.parameters()))  # 2360064
    return mha.to(device)
