# exercise: ex_mha_forward
# mistake: Divides both the queries and the keys by √head_dim, so the scores end up divided by head_dim; the scores must be divided by √head_dim once. [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    def split(t):
        return t.view(b, n, h, hd).transpose(1, 2)
    s = hd ** 0.5
    q = split(mha.W_query(x)) / s
    k = split(mha.W_key(x)) / s
    v = split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
