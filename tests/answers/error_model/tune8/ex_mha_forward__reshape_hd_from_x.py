# exercise: ex_mha_forward
# mistake: The head size is taken as x.size(-1) // num_heads, from the input's width d_in, where the projections have d_out features; use mha.head_dim.
# mistake_zh: 头大小取成了 x.size(-1) // num_heads，来自输入宽度 d_in，而投影输出有 d_out 个特征；应使用 mha.head_dim。
# keywords: head_dim, d_in, x.shape[2]

import torch


def ex_mha_forward(mha, x):
    b, n = x.shape[:2]
    h = mha.num_heads
    split = lambda t: t.reshape(b, n, h, x.size(-1) // h).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-2, -1)) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).reshape(b, n, mha.d_out))
