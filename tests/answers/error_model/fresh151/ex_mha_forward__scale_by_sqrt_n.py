# exercise: ex_mha_forward
# mistake: The scale is taken from the last size of the transposed keys, which is the number of tokens n, so scores are divided by sqrt(n); they must be divided by sqrt(head_dim). [cond: n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    kT = k.transpose(2, 3)
    scores = q @ kT
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(scores / kT.shape[-1] ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
