# exercise: ex_mha_forward
# mistake: The book's mask (True above the diagonal = hide) is passed to scaled_dot_product_attention, whose boolean attn_mask means keep, so it attends only to the future; pass ~mask.bool()[:n, :n] or use is_causal=True.
# mistake_zh: 把书中的掩码（对角线以上为 True，表示遮住）直接传给了 scaled_dot_product_attention，而它的布尔 attn_mask 中 True 表示保留，结果只关注了未来；应传入 ~mask.bool()[:n, :n]，或使用 is_causal=True。
# keywords: attn_mask, inverted, sdpa, is_causal, boolean

import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask.bool()[:n, :n],
                                         dropout_p=0.0)
    out = out.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)
