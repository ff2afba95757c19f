# exercise: ex_mha_forward
# mistake: The weights are divided by √head_dim after the softmax instead of scaling the scores before it, so the rows no longer sum to 1. [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores, dim=-1) / keys.shape[-1] ** 0.5
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
