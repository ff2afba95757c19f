# exercise: ex_mha_forward
# mistake: The learner passes the book's mask (True above the diagonal = forbidden) as attn_mask to F.scaled_dot_product_attention, where a boolean True means "may attend": each query attends only to later keys (the last row becomes NaN); pass ~mask or is_causal=True.
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    mask = mha.mask.bool()[:n, :n]
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.0)
    ctx = ctx.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
