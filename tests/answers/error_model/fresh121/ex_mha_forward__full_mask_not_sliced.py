# exercise: ex_mha_forward
# mistake: Uses the whole context_length x context_length mask without slicing it to [:n, :n], so it fails when there are fewer tokens than the context length. [cond: n < context_length]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool(), float('-inf'))
    w = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    out = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
