# exercise: ex3_3
# mistake: The learner copies GPT-2's drop_rate 0.1 into the module, so its output is random in training mode; the statement asks for dropout 0.0.
GPT_CONFIG_124M = {
    "vocab_size": 50257,
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
