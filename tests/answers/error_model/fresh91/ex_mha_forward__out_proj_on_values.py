# exercise: ex_mha_forward
# mistake: Applies out_proj to the projected values before splitting into heads instead of to the merged context vectors at the end; out_proj mixes features across heads, so the order matters. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.out_proj(mha.W_value(x)).view(b, n, h, hd).transpose(1, 2)

    s = q @ k.transpose(-2, -1) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s, dim=-1))
    out = (a @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return out
