# exercise: ex3_3
# mistake: Used 64 heads (the per-head size) instead of 12, so the module has 64 heads of 12 features; the parameter count is the same but the attention differs: num_heads=12, head_dim 64.
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    head_size = 64          # GPT-2 small
    n_head = emb_dim // 12  # 12 layers
    mha = MultiHeadAttention(emb_dim, emb_dim, 1024, 0.0, num_heads=n_head)
    return mha.to(device)
