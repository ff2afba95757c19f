# exercise: ex_mha_forward
# mistake: Used the whole context_length × context_length mask buffer without slicing it to [:n, :n], so masked_fill cannot broadcast it onto (b, h, n, n) scores and raises. [cond: context_length > n]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(-2, -1) / math.sqrt(hd)
    scores = scores.masked_fill(mha.mask.bool(), float('-inf'))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
