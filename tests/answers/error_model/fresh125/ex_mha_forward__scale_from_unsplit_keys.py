# exercise: ex_mha_forward
# mistake: takes the scale from the keys before they are split into heads (keys.shape[-1] = d_out), so it divides by sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys, queries, values = mha.W_key(x), mha.W_query(x), mha.W_value(x)
    scale = keys.shape[-1] ** 0.5
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = queries @ keys.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(F.softmax(s / scale, dim=-1))
    out = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
