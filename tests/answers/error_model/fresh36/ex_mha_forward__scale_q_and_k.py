# exercise: ex_mha_forward
# mistake: Applies the softmax scale head_dim**-0.5 to both the queries and the keys, so the scores end up divided by head_dim instead of √head_dim; scale only one side (or the scores) once. [cond: only when head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    scale = mha.head_dim ** -0.5
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2) * scale
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2) * scale
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = q @ k.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    att = mha.dropout(torch.softmax(att, dim=-1))
    y = (att @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(y)
