# exercise: ex_mha_forward
# mistake: Slices the mask buffer as mask[:n, -n:] (the last n columns) instead of mask[:n, :n], which masks everything when the context length exceeds n. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = q @ k.transpose(-2, -1)
    s.masked_fill_(mha.mask[:n, -n:].bool(), float("-inf"))
    s.mul_(mha.head_dim ** -0.5)
    w = mha.dropout(s.softmax(-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
