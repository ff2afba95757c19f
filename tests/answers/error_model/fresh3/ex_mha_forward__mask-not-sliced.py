# exercise: ex_mha_forward
# mistake: You use the whole mask buffer, which is context_length × context_length; slice it to mask[:n, :n] for n tokens.
# mistake_zh: 你用了整个 mask 缓冲区（context_length × context_length）；对于 n 个词元应切片为 mask[:n, :n]。
# keywords: mask, slice, context_length, tokens

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool(), -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    ctx = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
