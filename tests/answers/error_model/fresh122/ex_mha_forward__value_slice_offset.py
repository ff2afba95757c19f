# exercise: ex_mha_forward
# mistake: In the per-head loop the value slice is v[:, :, h:h + hd] instead of v[:, :, h·hd:(h+1)·hd], so every head but the first reads the wrong value features. [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    fut = mha.mask.bool()[:n, :n]
    outs = []
    h = 0
    while h < mha.num_heads:
        lo, hi = h * hd, (h + 1) * hd
        qh, kh = q[:, :, lo:hi], k[:, :, lo:hi]
        vh = v[:, :, h:h + hd]
        s = (qh @ kh.transpose(1, 2)).masked_fill(fut, float("-inf"))
        w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
        outs.append(w @ vh)
        h += 1
    return mha.out_proj(torch.cat(outs, dim=-1))
