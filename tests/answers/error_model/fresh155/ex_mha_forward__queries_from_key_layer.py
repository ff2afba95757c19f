# exercise: ex_mha_forward
# mistake: Projects the queries with mha.W_key instead of mha.W_query, so queries equal keys; the queries come from W_query.
import torch


def heads(t, num_heads, head_dim):
    b, n, _ = t.shape
    return t.view(b, n, num_heads, head_dim).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    cfg = dict(num_heads=mha.num_heads, head_dim=mha.head_dim)
    keys = heads(mha.W_key(x), **cfg)
    queries = heads(mha.W_key(x), **cfg)
    values = heads(mha.W_value(x), **cfg)
    scores = queries @ keys.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
