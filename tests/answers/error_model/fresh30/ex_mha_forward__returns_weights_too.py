# exercise: ex_mha_forward
# mistake: Returned a tuple (context, attention weights) instead of just the (b, n, d_out) context tensor.

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    attn = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    # keep the weights for plotting later
    return mha.out_proj(ctx), attn
