# exercise: ex_mha_forward
# mistake: The learner takes the softmax over dim=2, which for (b, h, n, n) scores is the query axis, not the key axis (dim=3 or -1).
import torch


def ex_mha_forward(mha, x):
    assert x.ndim == 3
    b, n, d_in = x.shape
    assert d_in == mha.W_query.in_features, "wrong embedding size"
    heads, hd = mha.num_heads, mha.head_dim
    assert heads * hd == mha.d_out

    queries = mha.W_query(x).view(b, n, heads, hd).transpose(1, 2)   # (b, h, n, hd)
    keys = mha.W_key(x).view(b, n, heads, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, heads, hd).transpose(1, 2)

    scores = queries @ keys.transpose(2, 3)       # (b, h, n, n)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / hd ** 0.5, dim=2)
    weights = mha.dropout(weights)
    ctx = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
