# exercise: ex3_3
# mistake: Uses num_heads=64, confusing the head size 64 with the number of heads; GPT-2 small has 12 heads of 64 dimensions (the parameter count is the same, but the heads are split differently).
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    head_size = 64
    mha = MultiHeadAttention(emb_dim, emb_dim, 1024, 0.0, num_heads=head_size)
    mha = mha.to(device)
    return mha
