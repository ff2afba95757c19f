# exercise: ex3_3
# mistake: Builds it from the book's GPT_CONFIG_124M dict and keeps its drop_rate of 0.1, but the exercise asks for dropout 0.0; pass 0.0.
# mistake_zh: 用书中的 GPT_CONFIG_124M 字典构建，保留了其中 drop_rate 0.1，但题目要求 dropout 为 0.0；应传入 0.0。
# keywords: dropout, 0.0, drop_rate, config

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
    cfg = GPT_CONFIG_124M
    mha = MultiHeadAttention(
        d_in=cfg["emb_dim"], d_out=cfg["emb_dim"], context_length=cfg["context_length"],
        dropout=cfg["drop_rate"], num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"],
    )
    return mha.to(device)
