# exercise: ex3_3
# mistake: The learner's config dict stores 768 under "context_length" and 1024 under "emb_dim", and the module is built with context_length=768 (the parameter count is unchanged, but the causal mask is 768x768); the context length must be 1024.
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 768,
    "emb_dim": 1024,
    "n_heads": 12,
    "drop_rate": 0.0,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    d = 768
    return MultiHeadAttention(d, d, cfg["context_length"], cfg["drop_rate"],
                              num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"]).to(device)
