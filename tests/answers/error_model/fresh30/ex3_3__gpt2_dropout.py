# exercise: ex3_3
# mistake: Took dropout 0.1 from GPT-2's training configuration instead of the asked 0.0.

GPT_CONFIG_124M = {
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                             cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])
    return mha.to(device)
