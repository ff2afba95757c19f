# exercise: ex_mha_forward
# mistake: The learner divided by √head_dim after the softmax (on the probabilities) instead of scaling the scores before it, so the weights no longer sum to 1. [cond: head_dim > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    future = mha.mask.bool()[:n, :n]
    trans = torch.softmax((q @ k.transpose(2, 3)).masked_fill(future, float('-inf')), dim=-1)
    trans = trans / math.sqrt(mha.head_dim)
    trans = mha.dropout(trans)
    ctx = (trans @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
