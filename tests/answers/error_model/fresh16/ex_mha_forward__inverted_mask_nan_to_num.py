# exercise: ex_mha_forward
# mistake: masked_fill needed a bool mask, and the learner wrote mha.mask[:n, :n] == 0, which hides the past and the diagonal and keeps the future; the all-masked last row gives NaN, hidden by nan_to_num. The mask to fill is mha.mask.bool()[:n, :n].
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    mask = mha.mask[:n, :n] == 0
    scores = scores.masked_fill(mask, -torch.inf)
    w = torch.softmax(scores / math.sqrt(mha.head_dim), dim=-1)
    w = torch.nan_to_num(w)  # last row was nan
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
