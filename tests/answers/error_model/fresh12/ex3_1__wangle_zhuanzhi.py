# exercise: ex3_1
# mistake: The learner copied sa_v2's nn.Linear weights without transposing them; nn.Linear stores (d_out, d_in) and computes x @ weight.T, so sa_v1 needs weight.T of shape (d_in, d_out).
# mistake_zh: 学习者直接把 sa_v2 的 nn.Linear 权重赋给 sa_v1，没有转置；nn.Linear 存的是 (d_out, d_in) 并计算 x @ weight.T，所以 sa_v1 需要形状为 (d_in, d_out) 的 weight.T。
# keywords: transpose, weight.T, nn.Linear, shape

import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # 把 v2 的权重（quanzhong）搬到 v1 里，名字一一对应
    for mingzi in ["W_query", "W_key", "W_value"]:
        quanzhong = getattr(sa_v2, mingzi).weight
        setattr(sa_v1, mingzi, nn.Parameter(quanzhong.detach().clone()))
