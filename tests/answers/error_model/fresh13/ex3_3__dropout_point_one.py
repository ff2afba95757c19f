# exercise: ex3_3
# mistake: It uses GPT-2's dropout 0.1 instead of the required 0.0, so in training mode attention weights are randomly dropped.
# mistake_zh: 它使用了 GPT-2 的 dropout 0.1，而题目要求 0.0，因此在训练模式下注意力权重会被随机丢弃。
# keywords: dropout, 0.0, training, 0.1
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "context_length": 1024, "n_heads": 12, "drop_rate": 0.1}
    return MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                              cfg["drop_rate"], num_heads=cfg["n_heads"]).to(device)
