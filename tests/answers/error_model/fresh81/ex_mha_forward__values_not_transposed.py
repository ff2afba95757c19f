# exercise: ex_mha_forward
# mistake: Split queries and keys with view(b, n, h, hd).transpose(1, 2) but the values with view(b, h, n, hd) directly, which scrambles tokens and features; the values need the same split. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, h, n, hd)
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
