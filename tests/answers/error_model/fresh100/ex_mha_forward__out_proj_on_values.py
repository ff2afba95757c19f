# exercise: ex_mha_forward
# mistake: Applies out_proj to the value projections (before attention) instead of to the merged context vectors at the end. [cond: num_heads > 1]
import torch
from functools import reduce

pipe = lambda *fs: lambda t: reduce(lambda acc, f: f(acc), fs, t)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = pipe(mha.W_query, heads)(x)
    k = pipe(mha.W_key, heads)(x)
    v = pipe(mha.W_value, mha.out_proj, heads)(x)
    s = q @ k.transpose(-2, -1) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(s.softmax(-1))
    return (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
