# exercise: ex3_3
# mistake: The learner reuses the book's GPT_CONFIG_124M and passes its drop_rate 0.1 as dropout; the statement asks for dropout 0.0.
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "n_layers": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}


def build_attention(cls, cfg):
    return cls(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"], cfg["drop_rate"],
               num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])


def ex3_3(MultiHeadAttention, device):
    return build_attention(MultiHeadAttention, GPT_CONFIG_124M).to(device)
