# exercise: ex_mha_forward
# mistake: Merges the heads with (weights @ v).reshape(b, n, d_out) straight from (b, h, n, hd), which mixes tokens and heads; transpose(1, 2) back to (b, n, h, hd) before the reshape.
# mistake_zh: 直接把 (b, h, n, hd) 的 (weights @ v) reshape 成 (b, n, d_out)，把词元和头混在了一起；应先 transpose(1, 2) 回到 (b, n, h, hd) 再 reshape。
# keywords: merge, transpose, reshape, heads

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
