# exercise: ex_mha_forward
# mistake: Folds batch and heads into one axis as (b*h) but unfolds the context as (h, b, n, hd), mixing up sequences and heads when b > 1 and h > 1; unfold in the same (b, h) order it was folded. [cond: b > 1 and num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def fold(t):  # (b, n, d_out) -> (b*h, n, hd)
        return t.view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)

    q, k, v = fold(mha.W_query(x)), fold(mha.W_key(x)), fold(mha.W_value(x))
    s = torch.bmm(q, k.transpose(1, 2)) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.bmm(w, v)                      # (b*h, n, hd)
    ctx = ctx.reshape(h, b, n, hd).permute(1, 2, 0, 3).reshape(b, n, h * hd)
    return mha.out_proj(ctx)
