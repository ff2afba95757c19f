# exercise: ex_mha_forward
# mistake: The split helper has num_heads=2 as a default and is called without mha.num_heads, so the heads are wrong (or the view fails) for any other head count. [cond: num_heads != 2]

import torch



def split(t, num_heads=2):
    b, n, d = t.shape
    return t.view(b, n, num_heads, d // num_heads).transpose(1, 2)


def merge(t):
    b, h, n, hd = t.shape
    return t.transpose(1, 2).reshape(b, n, h * hd)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    return mha.out_proj(merge(weights @ v))
