# exercise: ex_mha_forward
# mistake: Copied CausalAttention's keys.shape[-1] for the scale but read it from the keys before splitting them into heads, so the scores are divided by √d_out instead of √head_dim.
# mistake_zh: 照抄了 CausalAttention 里用 keys.shape[-1] 做缩放，但读的是拆分成多头之前的 keys，于是分数除以的是 √d_out 而不是 √head_dim。
# keywords: head_dim, d_out, scale, keys.shape[-1], before split
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = keys.shape[-1] ** 0.5

    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / scale, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
