# exercise: ex_mha_forward
# mistake: Used the whole context_length × context_length mask without slicing it to [:n, :n], so masked_fill fails when the context length exceeds the number of tokens. [cond: context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = q @ k.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool(), float('-inf'))
    att = torch.softmax(att / mha.head_dim ** 0.5, dim=-1)
    att = mha.dropout(att)
    ctx = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)
