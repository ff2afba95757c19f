# exercise: ex3_3
# mistake: A rushed config: context_length was set to 768 (the embedding size) instead of 1024, so the mask is too small for sequences longer than 768 tokens; GPT-2 small has a context length of 1024.
# mistake_zh: 匆忙写配置：把 context_length 设成了 768（嵌入维度）而不是 1024，掩码对超过 768 个词元的序列太小；GPT-2 small 的上下文长度是 1024。
# keywords: context_length, 1024, mask, config

CFG = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0}


def ex3_3(MultiHeadAttention, device, cfg=CFG):
    d = cfg["emb_dim"]
    return MultiHeadAttention(d, d, d, cfg["drop_rate"], num_heads=cfg["n_heads"]).to(device)
