# exercise: ex_mha_forward
# mistake: The learner split the values with view(b, num_heads, n, head_dim) (no transpose) while queries and keys use view(b, n, h, hd).transpose(1, 2), so each head mixes features of other tokens; values must be split like the keys. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, h, n, hd)
    s = q @ k.transpose(-2, -1)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
