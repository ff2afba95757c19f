# exercise: ex_mha_forward
# mistake: The learner passed the book's mask (True above the diagonal = hide) as attn_mask to F.scaled_dot_product_attention, where a boolean True means "may attend"; the mask is reversed (queries see only the future, the last row is NaN). Pass ~mask, or is_causal=True.
# mistake_zh: 学习者把书中的掩码（对角线以上为 True，表示遮住）作为 attn_mask 传给 F.scaled_dot_product_attention，而那里布尔值 True 表示“可以关注”；掩码被反转了（查询只看到未来，最后一行是 NaN）。应传入 ~mask，或 is_causal=True。
# keywords: attn_mask, True means attend, inverted, is_causal
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    to_heads = lambda t: t.unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    q, k, v = map(to_heads, (mha.W_query(x), mha.W_key(x), mha.W_value(x)))
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask.bool()[:n, :n],
                                         dropout_p=mha.dropout.p if mha.training else 0.0)
    return mha.out_proj(ctx.transpose(1, 2).flatten(2))
