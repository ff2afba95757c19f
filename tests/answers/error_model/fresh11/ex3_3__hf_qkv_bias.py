# exercise: ex3_3
# mistake: Copying Hugging Face's GPT2Config (c_attn with bias) the learner builds the module with qkv_bias=True, giving 2,362,368 parameters; the exercise asks for the book's default qkv_bias=False (2,360,064).
# mistake_zh: 照搬 Hugging Face 的 GPT2Config（c_attn 带偏置），学习者用 qkv_bias=True 构建模块，得到 2,362,368 个参数；题目要求书中默认的 qkv_bias=False（2,360,064 个）。
# keywords: qkv_bias, False, parameters, 2360064
def ex3_3(MultiHeadAttention, device):
    cfg = dict(n_embd=768, n_head=12, n_positions=1024, attn_pdrop=0.0, bias=True)
    mha = MultiHeadAttention(cfg["n_embd"], cfg["n_embd"], cfg["n_positions"], cfg["attn_pdrop"],
                             num_heads=cfg["n_head"], qkv_bias=cfg["bias"])
    return mha.to(device)
