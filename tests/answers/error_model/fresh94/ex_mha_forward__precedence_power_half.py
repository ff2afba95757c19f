# exercise: ex_mha_forward
# mistake: Writes the scaling as scores / mha.head_dim ** 1/2, which Python reads as (scores / head_dim) / 2, i.e. division by 2*head_dim instead of sqrt(head_dim); write ** 0.5 (or math.sqrt).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h = mha.num_heads

    def split(t):
        return t.view(b, n, h, mha.head_dim).transpose(1, 2)

    q = split(mha.W_query(x))
    k = split(mha.W_key(x))
    v = split(mha.W_value(x))
    scores = q @ k.transpose(-1, -2)
    scores = scores / mha.head_dim ** 1/2
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(scores.softmax(-1))
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
