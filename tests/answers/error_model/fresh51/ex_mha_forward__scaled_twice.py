# exercise: ex_mha_forward
# mistake: Divided the queries by √head_dim and then divided the scores by √head_dim again, so the scores are scaled by head_dim instead of √head_dim; scale only once. [cond: head_dim > 1]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = 1 / math.sqrt(mha.head_dim)
    q = mha.W_query(x) * scale
    k = mha.W_key(x)
    v = mha.W_value(x)
    q = q.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = k.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = v.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores * scale, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
