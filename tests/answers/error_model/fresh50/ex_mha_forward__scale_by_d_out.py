# exercise: ex_mha_forward
# mistake: The learner takes d_k = keys.shape[-1] right after the projection, before the split into heads, so the scores are scaled by √d_out instead of √head_dim. [cond: only when num_heads > 1]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x)
    keys = mha.W_key(x)
    values = mha.W_value(x)
    d_k = keys.shape[-1]

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries, keys, values = split(queries), split(keys), split(values)
    scores = queries @ keys.transpose(2, 3)
    causal = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(causal, -torch.inf)
    weights = torch.softmax(scores / math.sqrt(d_k), dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
