# exercise: ex_mha_forward
# mistake: Scales with `mha.head_dim ** 1/2`, which Python reads as (head_dim ** 1) / 2, so the scores are divided by head_dim / 2 instead of √head_dim; write head_dim ** 0.5. [cond: head_dim != 4]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 1/2, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ v).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
