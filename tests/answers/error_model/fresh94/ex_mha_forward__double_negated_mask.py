# exercise: ex_mha_forward
# mistake: Turns the buffer into an Annotated-style keep mask (mask == 0) and then fills where keep == 0, which masks the past and the diagonal and keeps only the future (the last row becomes NaN); the buffer itself (1 above the diagonal) marks what to fill.
import math
import torch


def attention(query, key, value, mask=None, dropout=None):
    d_k = query.size(-1)
    scores = torch.matmul(query, key.transpose(-2, -1)) / math.sqrt(d_k)
    if mask is not None:
        scores = scores.masked_fill(mask == 0, float("-inf"))
    p_attn = scores.softmax(dim=-1)
    if dropout is not None:
        p_attn = dropout(p_attn)
    return torch.matmul(p_attn, value), p_attn


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, d_k = mha.num_heads, mha.head_dim
    mask = mha.mask[:n, :n] == 0  # 1 = keep
    q, k, v = [l(t).view(b, -1, h, d_k).transpose(1, 2)
               for l, t in zip((mha.W_query, mha.W_key, mha.W_value), (x, x, x))]
    out, _ = attention(q, k, v, mask=(mask == 0), dropout=mha.dropout)
    out = out.transpose(1, 2).contiguous().view(b, -1, h * d_k)
    return mha.out_proj(out)
