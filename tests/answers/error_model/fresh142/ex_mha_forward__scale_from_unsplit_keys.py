# exercise: ex_mha_forward
# mistake: The learner reads the scaling size from the keys right after the projection, keys.shape[-1] = d_out, and divides the scores by √d_out instead of √head_dim. [cond: only when num_heads > 1]
import torch
from torch import nn


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = keys.shape[-1] ** 0.5

    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys, queries, values = split(keys), split(queries), split(values)

    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = mha.dropout(torch.softmax(scores / scale, dim=-1))
    ctx = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
