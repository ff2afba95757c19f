# exercise: ex_mha_forward
# mistake: Scaled by the last size of the keys taken before the split into heads (d_out) instead of head_dim.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    k = mha.W_key(x)
    q = mha.W_query(x)
    v = mha.W_value(x)
    scale = k.shape[-1] ** 0.5
    k = k.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = q.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = v.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(s / scale, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
