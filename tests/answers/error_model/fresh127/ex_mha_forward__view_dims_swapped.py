# exercise: ex_mha_forward
# mistake: The learner's split helper views as (b, n, head_dim, num_heads) before transposing, so it computes head_dim "heads" of size num_heads built from strided features; the view must be (b, n, num_heads, head_dim). [cond: num_heads != head_dim]
import torch
from functools import partial


def split(t, b, n, a, c):
    return t.view(b, n, a, c).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    sp = partial(split, b=b, n=n, a=mha.head_dim, c=mha.num_heads)
    q, k, v = sp(mha.W_query(x)), sp(mha.W_key(x)), sp(mha.W_value(x))
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
