# exercise: ex_mha_forward
# mistake: Computed the scores as keys @ queries.T, i.e. the transpose of the score matrix (row i holds k_i·q_j), before the causal mask and the softmax over the last axis; scores are queries @ keys.T.
import math
import torch


def dot_scores(a, b):
    return a @ b.transpose(-1, -2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries, keys, values = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = dot_scores(keys, queries) / math.sqrt(mha.head_dim)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(scores.softmax(dim=-1))
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
