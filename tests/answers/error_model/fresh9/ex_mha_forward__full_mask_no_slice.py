# exercise: ex_mha_forward
# mistake: Uses the whole context_length x context_length mask buffer without slicing it to [:n, :n], so it raises a shape error whenever the sequence is shorter than the context length; slice mask.bool()[:n, :n].
# mistake_zh: 直接使用整个 context_length × context_length 的掩码缓冲区而没有切成 [:n, :n]，当序列比上下文长度短时就会报形状错误；应当使用 mask.bool()[:n, :n]。
# keywords: mask, slice, context_length, n_tokens

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool(), float("-inf"))
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
