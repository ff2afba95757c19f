# exercise: ex_mha_forward
# mistake: Divided both the queries and the keys by sqrt(head_dim), so the scores are divided by head_dim instead of sqrt(head_dim); scale only one of them (or the scores once). [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q = mha.W_query(x).view(b, n, mha.num_heads, hd).transpose(1, 2) / hd ** 0.5
    k = mha.W_key(x).view(b, n, mha.num_heads, hd).transpose(1, 2) / hd ** 0.5
    v = mha.W_value(x).view(b, n, mha.num_heads, hd).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
