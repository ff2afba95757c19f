# exercise: ex3_1
# mistake: The assignment goes the wrong way: it overwrites sa_v2's Linear weights with sa_v1's matrices instead of giving sa_v1's own W_query, W_key, W_value the (transposed) weights of sa_v2.
# mistake_zh: 赋值方向反了：代码用 sa_v1 的矩阵覆盖了 sa_v2 的 Linear 权重，而题目要求把 sa_v2 的（转置后的）权重赋给 sa_v1 自己的 W_query、W_key、W_value。
# keywords: sa_v1, direction, assign, weights, parameters

import torch


def ex3_1(sa_v1, sa_v2):
    # make both use the same weights -> outputs identical
    sa_v2.W_query.weight = torch.nn.Parameter(sa_v1.W_query.T)
    sa_v2.W_key.weight = torch.nn.Parameter(sa_v1.W_key.T)
    sa_v2.W_value.weight = torch.nn.Parameter(sa_v1.W_value.T)
