# exercise: ex3_3
# mistake: context_length is passed as emb_dim (768) instead of 1024, so the mask buffer is 768 x 768 and inputs longer than 768 tokens fail (same parameter count).
GPT_CONFIG = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG
    d = cfg["emb_dim"]
    mha = MultiHeadAttention(d, d, d, cfg["drop_rate"], cfg["n_heads"])
    return mha.to(device)
