# exercise: ex_mha_forward
# mistake: The learner applied the causal mask after softmax by setting future weights to 0 without renormalising, so rows no longer sum to 1; fill the future scores with -inf before softmax.
# mistake_zh: 学习者在 softmax 之后才应用因果掩码，把未来的权重置零却没有重新归一化，各行之和不再为 1；应当在 softmax 之前把未来的分数填成 -inf。
# keywords: mask before softmax, -inf, renormalise, row sum

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b, n, h, hd)
    k = mha.W_key(x).reshape(b, n, h, hd)
    v = mha.W_value(x).reshape(b, n, h, hd)
    # 用爱因斯坦求和直接得到 (b, h, n, n)
    fenshu = torch.einsum("bihd,bjhd->bhij", q, k) / hd ** 0.5
    quanzhong = torch.softmax(fenshu, dim=-1)
    quanzhong = quanzhong.masked_fill(mha.mask.bool()[:n, :n], 0.0)   # 遮住未来
    quanzhong = mha.dropout(quanzhong)
    ctx = torch.einsum("bhij,bjhd->bihd", quanzhong, v).reshape(b, n, h * hd)
    return mha.out_proj(ctx)
