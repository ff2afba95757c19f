# exercise: ex3_3
# mistake: Built 64 heads (num_heads=64) because 'each head is 64', which gives heads of 12 features; parameter count and shapes are unchanged, so only the head split is wrong. GPT-2 small has num_heads=12 heads of 64.
# mistake_zh: 因为“每个头是 64”就建了 64 个头（num_heads=64），结果每个头只有 12 维；参数量和形状都没变，只是头的划分错了。GPT-2 small 是 num_heads=12 个 64 维的头。
# keywords: num_heads, 12, 64, head_dim, heads
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "context_length": 1024, "n_heads": 768 // 12, "drop_rate": 0.0}
    return MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                              cfg["drop_rate"], num_heads=cfg["n_heads"]).to(device)
