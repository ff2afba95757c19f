# exercise: ex_mha_forward
# mistake: Applied the softmax over dim=2, which in (b, h, n, n) is the query axis, not the keys; it must be over the last axis (dim=-1 / 3).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    values = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)   # b, h, n, n
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / D ** 0.5, dim=2)
    weights = mha.dropout(weights)
    ctx = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
