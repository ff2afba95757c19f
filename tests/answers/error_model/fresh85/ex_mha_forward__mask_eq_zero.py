# exercise: ex_mha_forward
# mistake: Fills where mask == 0 (the tril convention from other notes) with -inf, which masks the past and the diagonal and keeps the future, and leaves the last query with no key (NaN); the mask buffer is 1 on the future, so mask.bool() is what must be filled.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask[:n, :n] == 0, float("-inf"))
    a = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    a = mha.dropout(a)
    out = (a @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
