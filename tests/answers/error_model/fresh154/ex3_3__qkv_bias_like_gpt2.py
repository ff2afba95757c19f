# exercise: ex3_3
# mistake: The learner turns on qkv_bias=True to match the real GPT-2's 2,362,368 parameters, but the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: emb 768, 12 heads, ctx 1024; GPT-2 uses biases in qkv
    cfg = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0, "qkv_bias": True}
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"], cfg["drop_rate"],
                             num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])
    print(sum(p.numel() for p in mha.parameters()))
    return mha.to(device)
