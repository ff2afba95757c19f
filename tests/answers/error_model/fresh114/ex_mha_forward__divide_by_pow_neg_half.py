# exercise: ex_mha_forward
# mistake: Divides the scores by head_dim ** -0.5, i.e. multiplies them by sqrt(head_dim); the scores must be divided by head_dim ** 0.5 (or multiplied by head_dim ** -0.5).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scale = hd ** -0.5
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(s / scale, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
