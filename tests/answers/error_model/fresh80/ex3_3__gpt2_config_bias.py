# exercise: ex3_3
# mistake: Builds it from a GPT-2 config dict that has qkv_bias=True, giving 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064).

GPT_CONFIG_124M = {
    "vocab_size": 50257,
    "context_length": 1024,
    "emb_dim": 768,
    "n_heads": 12,
    "n_layers": 12,
    "drop_rate": 0.0,
    "qkv_bias": True,
}


def ex3_3(MultiHeadAttention, device):
    c = GPT_CONFIG_124M
    mha = MultiHeadAttention(d_in=c["emb_dim"], d_out=c["emb_dim"],
                             context_length=c["context_length"], dropout=c["drop_rate"],
                             num_heads=c["n_heads"], qkv_bias=c["qkv_bias"])
    return mha.to(device)
