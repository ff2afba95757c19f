# exercise: ex_mha_forward
# mistake: After the bmm over (b*h, n, hd) the context is reshaped straight to (b, n, d_out) without moving the head axis back next to the features, so tokens and heads are mixed; reshape to (b, h, n, hd), transpose(1, 2), then merge. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    def to_bh(t):
        return t.view(b, n, h, hd).transpose(1, 2).reshape(b * h, n, hd)
    q, k, v = to_bh(mha.W_query(x)), to_bh(mha.W_key(x)), to_bh(mha.W_value(x))
    s = torch.bmm(q, k.transpose(1, 2)) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.bmm(w, v)                      # (b*h, n, hd)
    return mha.out_proj(ctx.reshape(b, n, mha.d_out))
