# exercise: ex3_3
# mistake: Copied drop_rate 0.1 from GPT_CONFIG_124M; the exercise asks for dropout 0.0, so in training mode the attention weights are randomly dropped and rescaled. Pass dropout=0.0.
# mistake_zh: 从 GPT_CONFIG_124M 里抄了 drop_rate 0.1；题目要求 dropout 为 0.0，所以在训练模式下注意力权重会被随机丢弃并放大。应传 dropout=0.0。
# keywords: dropout, 0.1, drop_rate, training mode, config
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
                              num_heads=c["n_heads"], qkv_bias=c["qkv_bias"]).to(device)
