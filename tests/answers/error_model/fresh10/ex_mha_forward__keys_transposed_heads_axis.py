# exercise: ex_mha_forward
# mistake: When transposing the keys for the dot product the learner wrote k.transpose(1, 2), swapping the head and token axes instead of the last two; the scores need q @ k.transpose(2, 3) (or k.transpose(-2, -1)).
# mistake_zh: 计算点积时学习者把键写成 k.transpose(1, 2)，交换的是头维和词元维而不是最后两维；分数应为 q @ k.transpose(2, 3)（或 k.transpose(-2, -1)）。
# keywords: transpose, keys, last two axes, head axis

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(1, 2)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
