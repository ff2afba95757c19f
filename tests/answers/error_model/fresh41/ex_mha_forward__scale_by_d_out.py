# exercise: ex_mha_forward
# mistake: Takes the scale from the keys before they are split into heads, so the scores are divided by sqrt(d_out) instead of sqrt(head_dim). [cond: only when num_heads > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = 1.0 / math.sqrt(keys.shape[-1])
    q = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = (q @ k.transpose(-2, -1)) * scale
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
