# exercise: ex3_1
# mistake: sa_v2's nn.Linear weights are copied without transposing: nn.Linear stores W as (d_out, d_in), but SelfAttention_v1 computes x @ W and needs (d_in, d_out), so use weight.T.
# mistake_zh: 直接复制了 sa_v2 中 nn.Linear 的权重而没有转置：nn.Linear 的权重形状是 (d_out, d_in)，而 SelfAttention_v1 计算 x @ W，需要 (d_in, d_out)，应使用 weight.T。
# keywords: transpose, weight, linear, shape, nn.linear

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight)
