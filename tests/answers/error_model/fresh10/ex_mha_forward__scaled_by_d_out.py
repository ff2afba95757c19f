# exercise: ex_mha_forward
# mistake: The scores are divided by sqrt(d_out), the total width copied from the single-head CausalAttention, instead of sqrt(head_dim); each head's scores must be scaled by the square root of its own dimension.
# mistake_zh: 分数除以了 sqrt(d_out)（从单头 CausalAttention 照抄的总维度），而不是 sqrt(head_dim)；每个头的分数应按它自己维度的平方根缩放。
# keywords: scale, head_dim, sqrt, d_out

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    scores = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / mha.d_out ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
