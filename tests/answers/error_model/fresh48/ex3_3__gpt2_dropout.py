# exercise: ex3_3
# mistake: Uses GPT-2's training dropout 0.1 instead of the requested dropout 0.0.
GPT_CONFIG_124M = {
    "emb_dim": 768,
    "context_length": 1024,
    "n_heads": 12,
    "drop_rate": 0.1,
}


def ex3_3(MultiHeadAttention, device):
    c = GPT_CONFIG_124M
    return MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                              num_heads=c["n_heads"]).to(device)
