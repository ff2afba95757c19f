# exercise: ex3_3
# mistake: The learner copied the real GPT-2 and set qkv_bias=True, giving 2,362,368 parameters; the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
# mistake_zh: 学习者照搬了真正的 GPT-2，设置了 qkv_bias=True，得到 2,362,368 个参数；题目要求书中的默认值 qkv_bias=False（2,360,064 个参数）。
# keywords: qkv_bias, False, parameter count, 2,360,064
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG_124M = {"emb_dim": 768, "n_heads": 12, "context_length": 1024,
                       "drop_rate": 0.0, "qkv_bias": True}
    c = GPT_CONFIG_124M
    return MultiHeadAttention(d_in=c["emb_dim"], d_out=c["emb_dim"],
                              context_length=c["context_length"], dropout=c["drop_rate"],
                              num_heads=c["n_heads"], qkv_bias=c["qkv_bias"]).to(device)
