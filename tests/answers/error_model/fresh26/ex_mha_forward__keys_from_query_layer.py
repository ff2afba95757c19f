# exercise: ex_mha_forward
# mistake: Projected the keys with mha.W_query (the line was copied from the query line), so keys equal queries; keys come from mha.W_key.

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x)
    keys = mha.W_query(x)
    values = mha.W_value(x)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn = queries @ keys.transpose(2, 3) / mha.head_dim ** 0.5
    attn = attn.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    attn = mha.dropout(attn.softmax(dim=-1))
    out = (attn @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
