# exercise: ex_mha_forward
# mistake: The per-head context (b, h, n, hd) is merged with permute(0, 2, 3, 1), so the features are interleaved (hd, h) instead of head i's block at [i*hd, (i+1)*hd) before out_proj; it must be transpose(1, 2) to (b, n, h, hd) and then merged.
import torch


def ex_mha_forward(mha, x, return_weights=False):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).permute(0, 2, 3, 1).reshape(b, n, mha.d_out)
    out = mha.out_proj(ctx)
    return (out, w) if return_weights else out
