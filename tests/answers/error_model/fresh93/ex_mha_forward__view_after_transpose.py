# exercise: ex_mha_forward
# mistake: Merges the heads with .view right after transpose(1, 2), which raises an error because the transposed tensor is not contiguous; it needs .contiguous().view or .reshape. [cond: fails when num_heads > 1, n > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
