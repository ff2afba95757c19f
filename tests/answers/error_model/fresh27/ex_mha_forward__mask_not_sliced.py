# exercise: ex_mha_forward
# mistake: Used the whole context_length × context_length mask buffer, which only matches the scores when there are exactly context_length tokens (otherwise masked_fill raises); slice it to the tokens present: mha.mask.bool()[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), -torch.inf)
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
