# exercise: ex3_3
# mistake: Built the module from a GPT-2 config whose drop_rate is 0.1, so it applies dropout to the weights in training mode (its outputs are random); the exercise asks for dropout 0.0. [cond: the module is in training mode, its default after construction]
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
    mha = MultiHeadAttention(
        d_in=cfg["emb_dim"],
        d_out=cfg["emb_dim"],
        context_length=cfg["context_length"],
        dropout=cfg["drop_rate"],
        num_heads=cfg["n_heads"],
        qkv_bias=cfg["qkv_bias"],
    )
    return mha.to(device)
