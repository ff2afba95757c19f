# exercise: ex_mha_forward
# mistake: Scaled the scores by √d_out (the total width) instead of √head_dim. [cond: num_heads > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(scores / math.sqrt(mha.d_out), dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
