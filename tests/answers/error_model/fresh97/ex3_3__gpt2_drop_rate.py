# exercise: ex3_3
# mistake: Takes dropout 0.1 from the GPT-2 config (drop_rate) instead of the 0.0 the statement asks for, so the module drops attention weights in training mode.
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    return MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                              cfg["drop_rate"], num_heads=cfg["n_heads"],
                              qkv_bias=cfg["qkv_bias"]).to(device)
