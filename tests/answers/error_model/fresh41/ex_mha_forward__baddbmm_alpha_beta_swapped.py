# exercise: ex_mha_forward
# mistake: In baddbmm the scale is passed as beta (which multiplies the mask bias) instead of alpha (which multiplies q @ k^T), so the scores are not scaled by 1/sqrt(head_dim) at all.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def flat_heads(t):                      # (b, n, d_out) -> (b*h, n, hd)
        return t.view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)

    q, k, v = flat_heads(mha.W_query(x)), flat_heads(mha.W_key(x)), flat_heads(mha.W_value(x))
    bias = torch.zeros(n, n, dtype=x.dtype, device=x.device)
    bias.masked_fill_(mha.mask.bool()[:n, :n], float('-inf'))
    scores = torch.baddbmm(bias.expand(b * h, n, n), q, k.transpose(1, 2),
                           beta=1.0 / math.sqrt(hd), alpha=1.0)
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.bmm(w, v).view(b, h, n, hd).transpose(1, 2).reshape(b, n, h * hd)
    return mha.out_proj(ctx)
