# exercise: ex3_3
# mistake: Uses 768 as the context length (the embedding width) instead of 1024 tokens; the parameter count is unchanged, but the mask is 768 x 768 and the module cannot take 1024 tokens.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    n_heads = 12
    assert d_model % n_heads == 0
    mha = MultiHeadAttention(d_model, d_model, d_model, 0.0, num_heads=n_heads)
    return mha.to(device)
