# exercise: ex_mha_forward
# mistake: The learner computed the keys with mha.W_query instead of mha.W_key (a pasted line left unchanged), so the scores are queries against queries.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x)
    keys = mha.W_query(x)
    values = mha.W_value(x)

    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = torch.softmax(scores / math.sqrt(mha.head_dim), dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
