# exercise: ex3_1
# mistake: The loop over the names assigns the transposed weight to the loop variable p, which only rebinds a local name; sa_v1's parameters never change. Use setattr(sa_v1, name, ...) or copy_ in place.
# mistake_zh: 循环里把转置后的权重赋给循环变量 p，这只是重新绑定局部名字，sa_v1 的参数从未改变；应使用 setattr(sa_v1, name, ...) 或就地 copy_。
# keywords: loop variable, rebind, setattr, copy_

import torch


def ex3_1(sa_v1, sa_v2):
    for p, name in zip([sa_v1.W_query, sa_v1.W_key, sa_v1.W_value], ["W_query", "W_key", "W_value"]):
        p = torch.nn.Parameter(getattr(sa_v2, name).weight.detach().T.clone())
    return sa_v1
