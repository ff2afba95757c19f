# exercise: ex_mha_forward
# mistake: The learner used the whole context_length × context_length mask buffer without slicing it to the n tokens, so masked_fill fails on the (n, n) scores; use mha.mask.bool()[:n, :n]. [cond: context_length > n]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), -torch.inf)
    weights = torch.softmax(scores / math.sqrt(mha.head_dim), dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
