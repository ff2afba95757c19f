# exercise: ex3_3
# mistake: Passed d_out = 768 // 12 = 64 as in the wrapper, where d_out is per head; the efficient class takes the total 768 (64 is not divisible by 12, so construction fails).
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    emb_dim = 768
    head_dim = emb_dim // num_heads
    mha = MultiHeadAttention(emb_dim, head_dim, 1024, 0.0, num_heads=num_heads)
    return mha.to(device)
