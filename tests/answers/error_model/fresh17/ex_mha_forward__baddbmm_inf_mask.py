# exercise: ex_mha_forward
# mistake: Built the additive mask for torch.baddbmm as mask * float('-inf'), but 0 · (-inf) is NaN, so every allowed score and the whole output become NaN; use masked_fill(mask.bool(), -inf) on zeros instead.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    # additive causal bias: 0 where allowed, -inf above the diagonal
    bias = (mha.mask[:n, :n] * float('-inf')).expand(b * h, n, n)
    scores = torch.baddbmm(bias, q, k.transpose(1, 2), beta=1.0, alpha=1.0 / math.sqrt(hd))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.bmm(w, v).view(b, h, n, hd).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
