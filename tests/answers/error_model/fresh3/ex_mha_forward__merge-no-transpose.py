# exercise: ex_mha_forward
# mistake: You merge the heads with .contiguous().view(b, n, d_out) straight from (b, h, n, hd), without transposing back to (b, n, h, hd) first.
# mistake_zh: 你直接从 (b, h, n, hd) 用 .contiguous().view(b, n, d_out) 合并头，没有先转置回 (b, n, h, hd)。
# keywords: transpose, merge, heads, view

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = attn_weights @ values            # (b, h, n, hd)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
