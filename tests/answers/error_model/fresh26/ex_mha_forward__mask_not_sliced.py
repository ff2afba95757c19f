# exercise: ex_mha_forward
# mistake: Used the whole context_length × context_length mask buffer without slicing it to [:n, :n], so it does not broadcast against the (b, h, n, n) scores. [cond: n < context_length]

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), float("-inf"))
    weights = torch.softmax(scores / math.sqrt(mha.head_dim), dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
