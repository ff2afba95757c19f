# exercise: ex3_3
# mistake: num_heads is set to 64, the head size, instead of 12: GPT-2 small has 12 heads of head_dim 64 (the parameter count is the same, but the attention splits into 64 heads of 12).
# mistake_zh: num_heads 被设成了每个头的维度 64，而不是 12：GPT-2 small 有 12 个头、每个头 head_dim 为 64（参数量相同，但注意力被拆成了 64 个 12 维的头）。
# keywords: num_heads, 12, head_dim, 64, heads

def ex3_3(MultiHeadAttention, device):
    emb = 768
    head_dim = 12          # 768 / 64
    num_heads = emb // head_dim
    return MultiHeadAttention(emb, emb, 1024, 0.0, num_heads).to(device)
