# exercise: ex3_3
# mistake: Uses GPT-2's attention dropout 0.1 instead of the dropout 0.0 the statement asks for, so outputs in training mode are randomly dropped. [cond: module in training mode]
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG_124M = {
        "context_length": 1024,
        "emb_dim": 768,
        "n_heads": 12,
        "drop_rate": 0.1,
        "qkv_bias": False,
    }
    c = GPT_CONFIG_124M
    return MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                              num_heads=c["n_heads"], qkv_bias=c["qkv_bias"]).to(device)
