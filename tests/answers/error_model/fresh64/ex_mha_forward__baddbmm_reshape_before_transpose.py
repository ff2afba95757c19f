# exercise: ex_mha_forward
# mistake: For baddbmm it flattens the projections with reshape(b*h, n, hd) straight from the (b, n, d_out) layout, which mixes tokens and heads; the heads must be split with view(b, n, h, hd).transpose(1, 2) before flattening to (b*h, n, hd) (and merged back the same way). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b * h, n, hd)
    k = mha.W_key(x).reshape(b * h, n, hd)
    v = mha.W_value(x).reshape(b * h, n, hd)
    bias = torch.zeros(n, n, dtype=x.dtype, device=x.device)
    bias = bias.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    S = torch.baddbmm(bias.expand(b * h, n, n), q, k.transpose(1, 2), alpha=1.0 / hd ** 0.5)
    A = mha.dropout(torch.softmax(S, dim=-1))
    ctx = torch.bmm(A, v).reshape(b, h, n, hd).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
