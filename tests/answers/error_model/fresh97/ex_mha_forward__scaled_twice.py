# exercise: ex_mha_forward
# mistake: Divides the scores by sqrt(head_dim) when computing them and again inside the softmax, so they are scaled by head_dim instead of sqrt(head_dim); scale once.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = (q @ k.transpose(2, 3)) / math.sqrt(mha.head_dim)
    mask_bool = mha.mask.bool()[:n, :n]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / k.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ v).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)
