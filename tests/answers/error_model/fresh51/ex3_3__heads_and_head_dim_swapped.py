# exercise: ex3_3
# mistake: Passed num_heads=64 (the head size) instead of 12, giving 64 heads of 12 features; GPT-2 small has 12 heads of 64 features.
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    head_size = 64
    ctx_len = 1024
    mha = MultiHeadAttention(emb_dim, emb_dim, ctx_len, 0.0, num_heads=head_size)
    mha.to(device)
    return mha
