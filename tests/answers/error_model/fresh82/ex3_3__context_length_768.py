# exercise: ex3_3
# mistake: Typed 768 for the context length (copied the embedding size), so the mask buffer is 768x768 and sequences longer than 768 tokens fail; the context length is 1024. [cond: only visible in the mask size or for more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    n_heads = 12
    ctx_len = emb_dim
    mha = MultiHeadAttention(emb_dim, emb_dim, ctx_len, 0.0, num_heads=n_heads)
    assert mha.head_dim == 64
    assert sum(p.numel() for p in mha.parameters()) == 2_360_064
    return mha.to(device)
