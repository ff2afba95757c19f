# exercise: ex_mha_forward
# mistake: Projects the values with W_key (a copy-paste slip) instead of W_value, so the weights mix the key vectors.
import torch


def split(t, b, n, h, hd):
    return t.view(b, n, h, hd).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    queries = split(mha.W_query(x), b, n, h, hd)
    keys = split(mha.W_key(x), b, n, h, hd)
    values = split(mha.W_key(x), b, n, h, hd)
    scores = queries @ keys.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
