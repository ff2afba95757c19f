# exercise: ex_mha_forward
# mistake: Used the whole context_length × context_length mask without slicing it to [:n, :n], which breaks when the context length exceeds the number of tokens. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = q @ k.transpose(2, 3)
    attn_scores.masked_fill_(mha.mask.bool(), -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    context = (attn_weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
