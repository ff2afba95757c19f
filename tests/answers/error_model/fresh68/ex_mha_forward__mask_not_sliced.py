# exercise: ex_mha_forward
# mistake: The learner uses the whole context_length x context_length mask instead of mask.bool()[:n, :n], which fails when the context length exceeds the number of tokens. [cond: context_length != n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    scores = scores.masked_fill(mha.mask.bool(), float("-inf"))
    w = mha.dropout(torch.softmax(scores, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
