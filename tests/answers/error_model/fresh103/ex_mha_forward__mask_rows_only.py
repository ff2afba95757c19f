# exercise: ex_mha_forward
# mistake: The learner slices the buffer as mask.bool()[:n] (rows only), which keeps all context_length columns and cannot broadcast against (b, h, n, n); it must be [:n, :n]. [cond: context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn = q @ k.transpose(2, 3)
    future = mha.mask.bool()[:n]
    attn = attn.masked_fill(future, -torch.inf)
    attn = torch.softmax(attn / mha.head_dim ** 0.5, dim=-1)
    ctx = (attn @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
