# exercise: ex3_3
# mistake: The learner uses GPT-2's training dropout 0.1, but the statement asks for dropout 0.0, so in training mode the outputs are randomly dropped. [cond: only in training mode]
GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "drop_rate": 0.1,
}


def ex3_3(MultiHeadAttention, device):
    c = GPT_CONFIG_124M
    return MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                              num_heads=c["n_heads"]).to(device)
