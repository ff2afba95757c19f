# exercise: ex_mha_forward
# mistake: Used the whole context_length × context_length mask buffer instead of its [:n, :n] corner, which fails to broadcast when there are fewer tokens than the context length. [cond: n < context_length]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool(), -torch.inf)
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)
