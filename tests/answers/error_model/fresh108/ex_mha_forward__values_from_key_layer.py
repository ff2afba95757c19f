# exercise: ex_mha_forward
# mistake: Computes the values with mha.W_key instead of mha.W_value (the key projection is reused), so the context vectors mix the wrong features; values must come from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(-3, -2)

    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_key(x))
    s = q @ k.mT
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(-3, -2).flatten(-2)
    return mha.out_proj(ctx)
