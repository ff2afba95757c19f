# exercise: ex3_3
# mistake: Turns on qkv_bias to reach the real GPT-2 count of 2,362,368 parameters, but the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    emb_dim, n_heads, ctx = 768, 12, 1024
    mha = MultiHeadAttention(emb_dim, emb_dim, ctx, 0.0, num_heads=n_heads, qkv_bias=True)
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params)  # 2362368 like GPT-2
    return mha.to(device)
