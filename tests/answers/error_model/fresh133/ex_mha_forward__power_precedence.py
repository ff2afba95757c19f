# exercise: ex_mha_forward
# mistake: The learner writes the scale as head_dim ** 1/2, which Python parses as (head_dim ** 1) / 2 = head_dim / 2, not the square root; it is head_dim ** 0.5. [cond: only when head_dim != 4]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    scale = hd ** 1/2

    def split(t):
        return t.view(b, n, nh, hd).transpose(1, 2)

    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(-2, -1) / scale
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
