# exercise: ex_mha_forward
# mistake: Splits queries and keys with view(b, n, h, hd).transpose(1, 2) but the values with view(b, h, n, hd), which scrambles tokens and heads; the values must be split like the queries and keys. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, mha.num_heads, n, mha.head_dim)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
