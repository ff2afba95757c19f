# exercise: ex_mha_forward
# mistake: Passed the module's mask (True above the diagonal = forbidden) as attn_mask to F.scaled_dot_product_attention, whose boolean masks mean True = may attend; so each query attends only to the future (the last row is all NaN). Use is_causal=True or pass ~mask.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    causal = mha.mask.bool()[:n, :n]
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=causal, dropout_p=0.0)
    ctx = ctx.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
