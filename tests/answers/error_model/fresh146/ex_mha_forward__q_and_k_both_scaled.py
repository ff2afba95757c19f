# exercise: ex_mha_forward
# mistake: The learner divided both the queries and the keys by sqrt(head_dim), so the scores are divided by head_dim in total; the scores must be divided by sqrt(head_dim) only once.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = math.sqrt(mha.head_dim)
    q = mha.W_query(x) / scale
    k = mha.W_key(x) / scale
    v = mha.W_value(x)
    q = q.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = k.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = v.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], -float("inf"))
    attn = mha.dropout(torch.softmax(scores, dim=-1))
    out = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
