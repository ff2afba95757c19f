# exercise: ex_mha_forward
# mistake: The learner applies out_proj to the values before splitting them into heads instead of to the merged context vectors; out_proj mixes the heads, so it must come after the merge. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.out_proj(mha.W_value(x)))
    scores = torch.matmul(queries, keys.transpose(2, 3)) / mha.head_dim ** 0.5
    future = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(future, float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    return (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
