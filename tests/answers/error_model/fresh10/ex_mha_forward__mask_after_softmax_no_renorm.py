# exercise: ex_mha_forward
# mistake: The learner applies softmax first and then zeroes the future positions of the weights, so the rows no longer sum to 1; mask the scores with -inf before the softmax (or renormalise the rows).
# mistake_zh: 学习者先做 softmax 再把未来位置的权重置零，于是每行之和不再为 1；应在 softmax 之前用 -inf 遮住分数（或重新归一化各行）。
# keywords: mask, before softmax, -inf, rows sum to 1

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    weights = torch.softmax(scores, dim=-1)
    weights = weights.masked_fill(mha.mask.bool()[:n, :n], 0.0)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
