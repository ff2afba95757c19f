# exercise: ex_mha_forward
# mistake: Scales the scores by the square root of the last dimension of the keys before they are split into heads (d_out) instead of √head_dim.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    split = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = split(queries), split(keys), split(values)
    scores = q @ k.transpose(-2, -1) / keys.shape[-1] ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(scores.softmax(dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
