# exercise: ex3_3
# mistake: Turns on qkv_bias=True to match the real GPT-2's 2,362,368 parameters; the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "qkv_bias": True}
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"], 0.0,
                             num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params)  # 2362368 like GPT-2
    return mha.to(device)
