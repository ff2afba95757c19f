# exercise: ex_mha_forward
# mistake: The scale is taken as keys.shape[-1] ** 0.5 from the projection before it is split into heads, i.e. √d_out instead of √head_dim. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = keys.shape[-1] ** 0.5
    hd = mha.head_dim
    ctx = torch.zeros(b, n, mha.d_out, dtype=x.dtype, device=x.device)
    future = mha.mask.bool()[:n, :n]
    for bi in range(b):
        for h in range(mha.num_heads):
            sl = slice(h * hd, (h + 1) * hd)
            s = queries[bi, :, sl] @ keys[bi, :, sl].T
            s = s.masked_fill(future, float("-inf"))
            w = mha.dropout(torch.softmax(s / scale, dim=-1))
            ctx[bi, :, sl] = w @ values[bi, :, sl]
    return mha.out_proj(ctx)
