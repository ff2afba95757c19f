# exercise: ex3_3
# mistake: Copied GPT-2's real drop rate 0.1 from the GPT_CONFIG_124M dict; the exercise asks for dropout 0.0, so in training mode the outputs are random.
# mistake_zh: 从 GPT_CONFIG_124M 里抄了 GPT-2 真实的 drop_rate 0.1；题目要求 dropout 为 0.0，否则在训练模式下输出是随机的。
# keywords: dropout, 0.1, 0.0, drop_rate, training
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
