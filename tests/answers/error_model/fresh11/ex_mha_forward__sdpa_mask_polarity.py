# exercise: ex_mha_forward
# mistake: The learner passes the book's mask mha.mask.bool()[:n, :n] (True = future) as attn_mask to F.scaled_dot_product_attention, whose boolean mask means True = takes part; pass ~mha.mask.bool()[:n, :n] or use is_causal=True.
# mistake_zh: 学习者把书中的掩码 mha.mask.bool()[:n, :n]（True 表示未来）作为 attn_mask 传给 F.scaled_dot_product_attention，而它的布尔掩码中 True 表示参与注意力；应传 ~mha.mask.bool()[:n, :n] 或使用 is_causal=True。
# keywords: attn_mask, inverted, is_causal, scaled_dot_product_attention
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    y = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask.bool()[:n, :n], dropout_p=0.0)
    y = y.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
