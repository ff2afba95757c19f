# exercise: ex3_3
# mistake: Gave d_out = 768 × 12, as if every head needed its own 768 outputs (wrapper thinking); in MultiHeadAttention d_out is the total size, 768.
def ex3_3(MultiHeadAttention, device):
    n_heads = 12
    d_model = 768
    mha = MultiHeadAttention(d_model, d_model * n_heads, 1024, 0.0, num_heads=n_heads)
    return mha.to(device)
