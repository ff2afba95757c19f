# exercise: ex_mha_forward
# mistake: You scale by keys.shape[-1] ** 0.5 after transposing the keys, which is √n (the number of tokens), not √head_dim.
# mistake_zh: 你在转置键之后用 keys.shape[-1] ** 0.5 缩放，这是 √n（词元数），不是 √head_dim。
# keywords: scaling, head_dim, sqrt, transpose

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = keys.transpose(2, 3)                       # (b, h, hd, n)
    attn_scores = queries @ keys
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
