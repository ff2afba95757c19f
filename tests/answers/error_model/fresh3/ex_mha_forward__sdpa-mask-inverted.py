# exercise: ex_mha_forward
# mistake: F.scaled_dot_product_attention treats True in a boolean attn_mask as 'may attend', so passing the book's mask (True above the diagonal) lets every query see only the future; invert it or use is_causal=True.
# mistake_zh: F.scaled_dot_product_attention 把布尔 attn_mask 中的 True 当作“可以关注”，直接传入书中的掩码（对角线上方为 True）会让每个查询只看到未来；应取反或使用 is_causal=True。
# keywords: mask, boolean, inverted, causal

import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    mask = mha.mask[:n, :n].bool()
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.0)
    out = out.transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
