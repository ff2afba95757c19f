# exercise: ex_mha_forward
# mistake: Built an additive mask as mask * -inf, but 0 * -inf is NaN, so every allowed score becomes NaN and the output is NaN; use masked_fill (or torch.where) with -inf only above the diagonal.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    # additive mask, fused with the scaling: one add, no masked_fill
    bias = mha.mask[:n, :n] * float("-inf")
    scores = torch.baddbmm(bias.expand(b * h, n, n), q.reshape(b * h, n, hd),
                           k.reshape(b * h, n, hd).transpose(1, 2), alpha=hd ** -0.5)
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v.reshape(b * h, n, hd)).view(b, h, n, hd).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
