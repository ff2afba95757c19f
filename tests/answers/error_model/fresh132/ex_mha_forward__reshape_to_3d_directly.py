# exercise: ex_mha_forward
# mistake: For bmm the learner reshapes the (b, n, d_out) projections straight to (b·h, n, hd), which cuts the token axis instead of the features; the heads must be split with view(b, n, h, hd).transpose(1, 2) before flattening to 3-D. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b * h, n, hd)
    k = mha.W_key(x).reshape(b * h, n, hd)
    v = mha.W_value(x).reshape(b * h, n, hd)
    bias = torch.zeros(n, n, device=x.device, dtype=x.dtype)
    bias = bias.masked_fill(mha.mask.bool()[:n, :n], float("-inf")).expand(b * h, n, n)
    scores = torch.baddbmm(bias, q, k.transpose(1, 2), alpha=1.0 / hd ** 0.5)
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.bmm(w, v).view(b, h, n, hd).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
