# exercise: ex3_3
# mistake: Set qkv_bias=True like the real GPT-2, giving 2,362,368 parameters; the statement asks for qkv_bias=False (the book's default), 2,360,064 parameters.
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0, "qkv_bias": True}
    mha = MultiHeadAttention(
        d_in=cfg["emb_dim"],
        d_out=cfg["emb_dim"],
        context_length=cfg["context_length"],
        dropout=cfg["drop_rate"],
        num_heads=cfg["n_heads"],
        qkv_bias=cfg["qkv_bias"],
    )
    return mha.to(device)
