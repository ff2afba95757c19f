# exercise: ex3_3
# mistake: Copying the real GPT-2, the learner set qkv_bias=True (2,362,368 parameters); the exercise asks for the book's default qkv_bias=False (2,360,064).
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "drop_rate": 0.0,
    "qkv_bias": True,
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    mha = MultiHeadAttention(
        d_in=cfg["emb_dim"],
        d_out=cfg["emb_dim"],
        context_length=cfg["context_length"],
        dropout=cfg["drop_rate"],
        num_heads=cfg["n_heads"],
        qkv_bias=cfg["qkv_bias"],
    )
    return mha.to(device)
