# exercise: ex_mha_forward
# mistake: Divided the scores by head_dim ** -0.5, which multiplies them by √head_dim; they must be divided by √head_dim (head_dim ** 0.5).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(s / hd ** -0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
