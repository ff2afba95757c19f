# exercise: ex_mha_forward
# mistake: Wrote the scale as head_dim ** 1/2, which Python (like MATLAB's hd^1/2) reads as head_dim / 2, not the square root; use head_dim ** 0.5. [cond: head_dim != 4]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1)
    scores = scores / mha.head_dim ** 1/2
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(scores, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
