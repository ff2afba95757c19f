# exercise: ex_mha_forward
# mistake: The learner used the whole context_length x context_length mask buffer instead of slicing it to mha.mask[:n, :n], so it does not fit the (n, n) scores when the input is shorter than the context length. [cond: context_length > n]
import math

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool(), -torch.inf)
    attn_weights = torch.softmax(attn_scores / math.sqrt(mha.head_dim), dim=-1)
    attn_weights = mha.dropout(attn_weights)

    context_vec = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
