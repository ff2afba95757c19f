# exercise: ex3_3
# mistake: Used GPT-2's own drop rate 0.1 ("GPT-2-sized") instead of the asked dropout 0.0, so in training mode the outputs are random and differ from the deterministic module.
GPT_CONFIG_124M = {"emb_dim": 768, "context_length": 1024, "n_heads": 12, "drop_rate": 0.1, "qkv_bias": False}


def ex3_3(MultiHeadAttention, device):
    c = GPT_CONFIG_124M
    return MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                              c["n_heads"], qkv_bias=c["qkv_bias"]).to(device)
