# exercise: ex3_3
# mistake: Copies GPT-2's drop_rate 0.1 into the module's dropout; the exercise asks for dropout 0.0.
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "n_layers": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                             cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"])
    n_params = sum(p.numel() for p in mha.parameters())
    print(f"{n_params:,} parameters")
    return mha.to(device)
