# exercise: ex3_3
# mistake: Passes d_out = 768 * 12 as if each head should get 768 features (wrapper thinking); in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    emb_dim, n_heads = 768, 12
    mha = MultiHeadAttention(emb_dim, emb_dim * n_heads, 1024, 0.0, num_heads=n_heads)
    return mha.to(device)
