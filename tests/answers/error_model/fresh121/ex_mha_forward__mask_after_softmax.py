# exercise: ex_mha_forward
# mistake: Applies the softmax first and then sets the future weights to 0 without renormalising, so the rows no longer sum to 1; the future scores must be filled with -inf before the softmax.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = attn_weights.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
