# exercise: ex_mha_forward
# mistake: The learner's attend helper computes its default scale from k.size(-2), the number of tokens, so the scores are divided by sqrt(n); they must be divided by sqrt(head_dim) = sqrt(k.size(-1)). [cond: n != head_dim]
import torch


def attend(q, k, v, mask=None, scale=None, dropout=None):
    if scale is None:
        scale = k.size(-2) ** -0.5
    scores = (q @ k.transpose(-2, -1)) * scale
    if mask is not None:
        scores = scores.masked_fill(mask, float('-inf'))
    w = torch.softmax(scores, dim=-1)
    if dropout is not None:
        w = dropout(w)
    return w @ v


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = attend(q, k, v, mask=mha.mask.bool()[:n, :n], dropout=mha.dropout)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
