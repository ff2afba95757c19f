# exercise: ex_mha_forward
# mistake: Wrote head_dim ** 1/2, which Python (like R's ^) reads as (head_dim ** 1) / 2, so the scores are divided by head_dim/2 instead of √head_dim. [cond: head_dim != 4]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    scale = mha.head_dim ** 1/2
    weights = mha.dropout(torch.softmax(scores / scale, dim=-1))
    ctx = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
