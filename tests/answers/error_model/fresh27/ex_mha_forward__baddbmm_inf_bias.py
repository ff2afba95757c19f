# exercise: ex_mha_forward
# mistake: Built the additive causal bias as mask * float('-inf'), but 0 · (−inf) is NaN, so every allowed entry of the bias is NaN and the whole output is NaN; the bias must be 0 where allowed and −inf where masked (masked_fill on zeros, or torch.where).
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def to_bh(t):  # (b, n, d_out) -> (b*h, n, hd)
        return t.view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)

    q, k, v = to_bh(mha.W_query(x)), to_bh(mha.W_key(x)), to_bh(mha.W_value(x))
    bias = mha.mask[:n, :n] * float("-inf")             # additive causal bias
    bias = bias.expand(b * h, n, n)
    scores = torch.baddbmm(bias, q, k.transpose(1, 2), alpha=1.0 / math.sqrt(hd))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.bmm(weights, v)                          # (b*h, n, hd)
    ctx = ctx.view(b, h, n, hd).transpose(1, 2).reshape(b, n, h * hd)
    return mha.out_proj(ctx)
