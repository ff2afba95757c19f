# exercise: ex_mha_forward
# mistake: Passed the book's mask (True = future) as attn_mask to scaled_dot_product_attention, which keeps the True entries, so each query attends only to the future (and the last row is NaN). Pass ~mask or use is_causal=True.
# mistake_zh: 把书中的掩码（True = 未来）作为 attn_mask 传给 scaled_dot_product_attention，而它保留 True 的位置，于是每个查询只关注未来（最后一行是 NaN）。应传 ~mask 或使用 is_causal=True。
# keywords: attn_mask, inverted, True keeps, is_causal, scaled_dot_product_attention
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask.bool()[:n, :n],
                                         dropout_p=0.0)
    ctx = ctx.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
