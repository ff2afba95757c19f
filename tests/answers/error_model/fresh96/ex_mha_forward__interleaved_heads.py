# exercise: ex_mha_forward
# mistake: Split with view(b, n, head_dim, num_heads).permute(0, 3, 1, 2), so each head gets every num_heads-th feature instead of a contiguous block; the merge undoes it consistently, but the heads group the wrong features. Use view(b, n, num_heads, head_dim).transpose(1, 2). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    def split(t):
        return t.view(b, n, hd, H).permute(0, 3, 1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = (q @ k.transpose(-1, -2)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    ctx = (w @ v).permute(0, 2, 3, 1).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
