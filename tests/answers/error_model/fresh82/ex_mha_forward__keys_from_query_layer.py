# exercise: ex_mha_forward
# mistake: Projected the keys with mha.W_query (copy-paste from the line above) instead of mha.W_key.
import torch


def _heads(t, h, hd):
    b, n, _ = t.shape
    return t.view(b, n, h, hd).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = _heads(mha.W_query(x), mha.num_heads, mha.head_dim)
    k = _heads(mha.W_query(x), mha.num_heads, mha.head_dim)
    v = _heads(mha.W_value(x), mha.num_heads, mha.head_dim)
    att = q @ k.transpose(-2, -1) / mha.head_dim ** 0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = mha.dropout(att.softmax(dim=-1))
    out = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)


assert _heads(torch.zeros(2, 3, 4), 2, 2).shape == (2, 2, 3, 2)
