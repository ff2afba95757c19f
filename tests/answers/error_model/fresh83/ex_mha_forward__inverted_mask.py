# exercise: ex_mha_forward
# mistake: Uses ~mask (mask = 1 means 'allowed' in the sliding-window code it came from), so it masks the past and the diagonal instead of the future; the last row becomes NaN.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    allowed = mha.mask.bool()[:n, :n]
    scores = (q @ k.transpose(2, 3)) / mha.head_dim ** 0.5
    scores = scores.masked_fill(~allowed, float("-inf"))
    attn = mha.dropout(scores.softmax(dim=-1))
    out = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
