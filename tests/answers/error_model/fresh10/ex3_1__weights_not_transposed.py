# exercise: ex3_1
# mistake: The learner copies sa_v2's nn.Linear weights without transposing them; nn.Linear stores (d_out, d_in) while SelfAttention_v1 multiplies x @ W with W of shape (d_in, d_out), so use weight.T.
# mistake_zh: 学习者直接复制了 sa_v2 的 nn.Linear 权重而没有转置；nn.Linear 存储的是 (d_out, d_in)，而 SelfAttention_v1 计算 x @ W，W 的形状为 (d_in, d_out)，应使用 weight.T。
# keywords: transpose, weight.T, nn.Linear, shape

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight)
