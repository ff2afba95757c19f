# exercise: ex3_1
# mistake: Copies nn.Linear's weight as it is, of shape (d_out, d_in), but SelfAttention_v1 computes x @ W with W of shape (d_in, d_out); assign weight.T.
# mistake_zh: 原样复制了 nn.Linear 的 weight（形状 (d_out, d_in)），但 SelfAttention_v1 计算的是 x @ W，W 的形状应为 (d_in, d_out)；应赋值 weight.T。
# keywords: transpose, weight, shape, nn.Linear

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().clone())
