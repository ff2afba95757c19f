# exercise: ex_mha_forward
# mistake: Scaled by sqrt of the last size of the transposed keys, which is the number of tokens n, not head_dim; the scores must be divided by sqrt(head_dim). [cond: n != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(-3, -2)
    q = split(mha.W_query(x))
    k_t = split(mha.W_key(x)).transpose(-2, -1)        # (b, h, hd, n)
    v = split(mha.W_value(x))
    scores = q @ k_t / k_t.shape[-1] ** 0.5
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = (w @ v).transpose(-3, -2).flatten(-2)
    return mha.out_proj(ctx)
