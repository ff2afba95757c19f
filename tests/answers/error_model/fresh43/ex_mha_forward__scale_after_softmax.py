# exercise: ex_mha_forward
# mistake: Divides by √head_dim after the softmax (scaling the weights) instead of before it (scaling the scores), so the rows of weights sum to 1/√head_dim.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = queries @ keys.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores, dim=-1) / math.sqrt(mha.head_dim)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
