# exercise: ex_mha_forward
# mistake: The learner applies softmax first and then zeroes the future weights with masked_fill(…, 0), so the rows no longer sum to 1; the future scores must be set to -inf before the softmax.
import torch
from functools import partial

softmax_keys = partial(torch.softmax, dim=-1)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = map(split, (mha.W_query(x), mha.W_key(x), mha.W_value(x)))
    w = softmax_keys(q @ k.transpose(-2, -1) / mha.head_dim ** 0.5)
    w = w.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
