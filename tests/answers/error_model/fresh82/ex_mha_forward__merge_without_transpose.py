# exercise: ex_mha_forward
# mistake: Merged the heads with (weights @ values).contiguous().view(b, n, d_out) without first transposing back to (b, n, h, hd), which mixes tokens and heads; transpose(1, 2) before the view. [cond: num_heads > 1 and n > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    s = (q @ k.transpose(2, 3)) / D ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).contiguous().view(b, n, mha.d_out)
    assert ctx.shape == (b, n, mha.d_out)
    return mha.out_proj(ctx)
