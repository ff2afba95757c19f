# exercise: ex_mha_forward
# mistake: Slices the mask only along the rows (mask.bool()[:n]), so it is (n, context_length) and does not fit the (n, n) scores when the context length exceeds n; it must be [:n, :n]. [cond: context_length > number of tokens]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = q @ k.transpose(2, 3)
    s.masked_fill_(mha.mask.bool()[:n], float('-inf'))
    s.div_(mha.head_dim ** 0.5)
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
