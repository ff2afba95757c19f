# exercise: ex_mha_forward
# mistake: When merging the heads the learner viewed the (b, h, n, hd) context straight into (b, n, d_out) without transposing back, which mixes tokens and heads; transpose(1, 2) first, then .contiguous().view(b, n, d_out).
# mistake_zh: 合并多头时学习者把 (b, h, n, hd) 的上下文直接 view 成 (b, n, d_out)，没有先转置回去，导致词元与头混在一起；应先 transpose(1, 2)，再 .contiguous().view(b, n, d_out)。
# keywords: merge heads, transpose, view, token order

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ v).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
