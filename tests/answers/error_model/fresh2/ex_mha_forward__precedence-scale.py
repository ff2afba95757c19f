# exercise: ex_mha_forward
# mistake: head_dim ** 1/2 is parsed as (head_dim ** 1) / 2 = head_dim / 2, so the scores are divided by head_dim / 2 instead of √head_dim; write head_dim ** 0.5.
# mistake_zh: head_dim ** 1/2 会被解析为 (head_dim ** 1) / 2 = head_dim / 2，于是得分被除以 head_dim / 2 而不是 √head_dim；应写成 head_dim ** 0.5。
# keywords: scale, sqrt, head_dim, precedence, 0.5

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 1/2, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
