# exercise: ex3_3
# mistake: The learner took GPT-2's drop_rate 0.1 from the book's GPT_CONFIG instead of the dropout 0.0 the statement asks for, so the module is random in training mode.
GPT_CONFIG_124M = {
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "drop_rate": 0.1,
    "qkv_bias": False,
}


def ex3_3(MultiHeadAttention, device):
    c = GPT_CONFIG_124M
    return MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                              num_heads=c["n_heads"], qkv_bias=c["qkv_bias"]).to(device)
