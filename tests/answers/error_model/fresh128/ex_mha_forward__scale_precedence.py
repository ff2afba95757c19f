# exercise: ex_mha_forward
# mistake: The learner wrote the scale as scores * 1 / mha.head_dim ** 1/2, which Python reads as scores / head_dim / 2; the scores must be divided by head_dim ** 0.5.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores * 1 / mha.head_dim ** 1/2, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
