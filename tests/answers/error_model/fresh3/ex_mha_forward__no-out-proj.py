# exercise: ex_mha_forward
# mistake: You return the merged context vectors without passing them through mha.out_proj.
# mistake_zh: 你直接返回了合并后的上下文向量，没有经过 mha.out_proj。
# keywords: out_proj, projection, output, linear

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b, n, h, hd)
    k = mha.W_key(x).reshape(b, n, h, hd)
    v = mha.W_value(x).reshape(b, n, h, hd)
    # 用 einsum 一步算出每个头的分数
    s = torch.einsum("bihd,bjhd->bhij", q, k) / hd ** 0.5
    s = s.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.einsum("bhij,bjhd->bihd", w, v)
    return ctx.reshape(b, n, mha.d_out)
