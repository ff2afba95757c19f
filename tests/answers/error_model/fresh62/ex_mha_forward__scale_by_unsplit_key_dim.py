# exercise: ex_mha_forward
# mistake: The scores are scaled by the last size of the keys taken before the split (d_out) rather than by head_dim, so the softmax is too flat whenever num_heads > 1. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)          # (b, n, d_out)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = keys.shape[-1] ** 0.5     # like the book: keys.shape[-1]
    print("scale", scale)
    h, hd = mha.num_heads, mha.head_dim
    keys = keys.view(b, n, h, hd).transpose(1, 2)
    queries = queries.view(b, n, h, hd).transpose(1, 2)
    values = values.view(b, n, h, hd).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)          # (b, h, n, n)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores = attn_scores.masked_fill(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / scale, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
