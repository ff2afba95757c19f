# exercise: ex_mha_forward
# mistake: The merged context vectors are returned directly; the learner forgot the final output projection mha.out_proj(context).
# mistake_zh: 学习者直接返回了合并后的上下文向量，忘了最后的输出投影 mha.out_proj(context)。
# keywords: out_proj, output projection, merged heads

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return context
