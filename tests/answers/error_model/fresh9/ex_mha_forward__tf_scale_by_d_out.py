# exercise: ex_mha_forward
# mistake: Ported from a Keras layer, the scores are divided by sqrt(query.shape[-1]) taken before the head split, i.e. sqrt(d_out) instead of sqrt(head_dim); scale by sqrt(mha.head_dim).
# mistake_zh: 从 Keras 层移植时，分数除以的是拆头之前 query.shape[-1] 的平方根，即 √d_out 而不是 √head_dim；应当按 √mha.head_dim 缩放。
# keywords: scale, head_dim, d_out, sqrt

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    query = mha.W_query(x)
    key = mha.W_key(x)
    value = mha.W_value(x)
    depth = query.shape[-1]  # as in the TF tutorial: scale by the depth of the query
    q = query.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = key.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = value.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / depth ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
