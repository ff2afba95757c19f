# exercise: ex_mha_forward
# mistake: The scores are divided by head_dim ** -0.5, which multiplies them by sqrt(head_dim); they must be divided by sqrt(head_dim) (or multiplied by head_dim ** -0.5). [cond: head_dim != 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    scale = hd ** -0.5
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = (q @ k.transpose(-2, -1)) / scale
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s, dim=-1))
    o = (a @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(o)
