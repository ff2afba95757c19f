# exercise: ex3_1
# mistake: You copied nn.Linear's weight as is, but it is stored as (d_out, d_in); SelfAttention_v1 multiplies x @ W, so it needs the transpose .T.
# mistake_zh: 你直接复制了 nn.Linear 的 weight，但它的形状是 (d_out, d_in)；SelfAttention_v1 计算 x @ W，需要转置 .T。
# keywords: transpose, weight, linear, shape

import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.detach().clone())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.detach().clone())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.detach().clone())
