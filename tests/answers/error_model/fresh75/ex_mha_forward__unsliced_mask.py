# exercise: ex_mha_forward
# mistake: Used the whole context_length x context_length mask without slicing [:n, :n], which only fits when there are exactly context_length tokens; slice the mask to n. [cond: context_length != n]

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool(), float('-inf'))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
