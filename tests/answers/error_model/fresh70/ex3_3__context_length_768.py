# exercise: ex3_3
# mistake: Passes 768 as the context length (confusing it with the embedding size), so the mask is 768x768 and inputs longer than 768 tokens fail; it must be 1024. [cond: only for sequences longer than 768 tokens, or when the mask size is inspected]
def ex3_3(MultiHeadAttention, device):
    qianru_weidu = 768   # 嵌入维度
    toushu = 12          # 注意力头数
    # 参数顺序: d_in, d_out, context_length, dropout, num_heads
    mokuai = MultiHeadAttention(qianru_weidu, qianru_weidu, qianru_weidu, 0.0, num_heads=toushu)
    mokuai = mokuai.to(device)
    return mokuai
