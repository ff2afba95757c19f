# exercise: ex_mha_forward
# mistake: Scales the scores by √d_out (the model width) instead of √head_dim, so the softmax is flatter than it should be; each head's scores must be divided by √head_dim. [cond: num_heads > 1]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    d_model = mha.d_out

    def split(t):  # (b, n, d_out) -> (b, h, n, hd)
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1) / math.sqrt(d_model)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (attn @ v).transpose(1, 2).contiguous().view(b, n, d_model)
    return mha.out_proj(ctx)
