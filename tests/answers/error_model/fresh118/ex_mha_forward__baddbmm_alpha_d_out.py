# exercise: ex_mha_forward
# mistake: Fuses the scaling into baddbmm with alpha = d_out ** -0.5, scaling by sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    bias = torch.zeros(n, n, device=x.device, dtype=x.dtype).masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    s = torch.baddbmm(bias.expand(b * h, n, n), q, k.transpose(1, 2), alpha=mha.d_out ** -0.5)
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.bmm(w, v).view(b, h, n, hd).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
