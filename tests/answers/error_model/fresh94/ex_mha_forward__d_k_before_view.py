# exercise: ex_mha_forward
# mistake: Takes d_k = query.size(-1) before the heads are split, so the scores are scaled by sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    query = mha.W_query(x)
    key = mha.W_key(x)
    value = mha.W_value(x)
    d_k = query.size(-1)
    query, key, value = [t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
                         for t in (query, key, value)]
    scores = query @ key.transpose(-2, -1) / math.sqrt(d_k)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    p_attn = mha.dropout(torch.softmax(scores, dim=-1))
    x = (p_attn @ value).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(x)
