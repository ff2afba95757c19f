# exercise: ex_mha_forward
# mistake: scale=head_dim ** 0.5 is handed to F.scaled_dot_product_attention, which multiplies the scores by it; the scale must be 1/sqrt(head_dim) (or the default).
# mistake_zh: 把 scale=head_dim ** 0.5 传给了 F.scaled_dot_product_attention，它会把分数乘以这个数；scale 应为 1/sqrt(head_dim)（或用默认值）。
# keywords: multipl, divide, scale

import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    k = mha.W_key(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    v = mha.W_value(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    keep = ~mha.mask.bool()[:n, :n]
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=keep, scale=mha.head_dim ** 0.5)
    return mha.out_proj(out.transpose(1, 2).flatten(2))
