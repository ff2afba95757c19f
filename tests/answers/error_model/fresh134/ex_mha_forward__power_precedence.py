# exercise: ex_mha_forward
# mistake: Wrote mha.head_dim ** 1/2, which Python reads as (head_dim ** 1) / 2, so scores are divided by head_dim/2 instead of sqrt(head_dim). [cond: head_dim != 4]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    f = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = f(mha.W_query(x)), f(mha.W_key(x)), f(mha.W_value(x))
    s = q @ k.transpose(-1, -2) / mha.head_dim ** 1/2
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(s.softmax(-1))
    z = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)
