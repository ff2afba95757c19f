# exercise: ex3_3
# mistake: The learner copied GPT-2's drop_rate 0.1 into the module; the exercise asks for dropout 0.0, and with 0.1 the outputs in training mode change from call to call.
# mistake_zh: 学习者照搬了 GPT-2 配置里的 drop_rate 0.1；练习要求 dropout 为 0.0，用 0.1 时训练模式下每次调用的输出都会变化。
# keywords: dropout, 0.0, training mode, random

GPT_CONFIG_124M = {
    "emb_dim": 768,
    "context_length": 1024,
    "n_heads": 12,
    "drop_rate": 0.1,   # 丢弃率
}


def ex3_3(MultiHeadAttention, device):
    cfg = GPT_CONFIG_124M
    return MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                              cfg["drop_rate"], num_heads=cfg["n_heads"]).to(device)
