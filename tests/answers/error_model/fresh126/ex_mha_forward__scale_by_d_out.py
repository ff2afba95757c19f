# exercise: ex_mha_forward
# mistake: Takes the scale from keys.shape[-1] before the keys are split into heads, i.e. divides by sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = 1.0 / math.sqrt(keys.shape[-1])

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    keys, queries, values = split(keys), split(queries), split(values)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(scores * scale, dim=-1))
    ctx = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
