# exercise: ex_mha_forward
# mistake: Splits queries and keys correctly but reshapes the values directly with view(b, num_heads, n, head_dim), which scrambles tokens and features; values need view(b, n, num_heads, head_dim).transpose(1, 2) too. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, H, n, D)
    att = (q @ k.transpose(2, 3)) / D ** 0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    att = torch.softmax(att, dim=-1)
    att = mha.dropout(att)
    y = att @ v                        # (b, H, n, D)
    y = y.transpose(1, 2).contiguous().view(b, n, H * D)
    return mha.out_proj(y)
