# exercise: ex3_3
# mistake: Took the dropout from GPT-2's config (drop_rate 0.1) instead of the 0.0 the exercise asks for, so in training mode the attention weights are randomly dropped.
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
    c = GPT_CONFIG_124M
    return MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                              c["n_heads"], c["qkv_bias"]).to(device)
