# exercise: ex_mha_forward
# mistake: Splits the heads with view(b, num_heads, n, head_dim) (and merges back with a plain view) instead of view(b, n, num_heads, head_dim).transpose(1, 2), so each 'head' is made of pieces of different tokens. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, h, n, hd)
    k = mha.W_key(x).view(b, h, n, hd)
    v = mha.W_value(x).view(b, h, n, hd)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    ctx = (weights @ v).view(b, n, mha.d_out)
    return mha.out_proj(ctx)
