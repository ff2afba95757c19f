# exercise: ex_mha_forward
# mistake: Used the whole context_length x context_length mask without slicing it to [:n, :n], which only works when n equals the context length; otherwise masked_fill raises. [cond: n < context_length]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool(), -torch.inf)
    w = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
