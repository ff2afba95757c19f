# exercise: ex3_3
# mistake: The learner copied GPT-2's training config with drop_rate 0.1; the exercise asks for dropout 0.0, so in training mode the module's outputs are random.
# mistake_zh: 学习者照搬了 GPT-2 训练配置中的 drop_rate 0.1；本题要求 dropout 为 0.0，否则在训练模式下模块的输出是随机的。
# keywords: dropout, 0.0, 0.1, random, drop_rate
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
    mha = MultiHeadAttention(d_in=c["emb_dim"], d_out=c["emb_dim"], context_length=c["context_length"],
                             dropout=c["drop_rate"], num_heads=c["n_heads"], qkv_bias=c["qkv_bias"])
    return mha.to(device)
