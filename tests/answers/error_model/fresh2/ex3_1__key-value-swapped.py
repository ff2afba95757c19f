# exercise: ex3_1
# mistake: The key and value weights are crossed: sa_v1.W_key gets sa_v2.W_value's weight and sa_v1.W_value gets sa_v2.W_key's; each parameter must take the transposed weight of its namesake.
# mistake_zh: 键和值的权重交叉赋值了：sa_v1.W_key 拿到的是 sa_v2.W_value 的权重，sa_v1.W_value 拿到的是 sa_v2.W_key 的；每个参数应取同名层转置后的权重。
# keywords: key, value, swapped, weights, w_value

import torch


def ex3_1(sa_v1, sa_v2):
    # copy_ under no_grad so the Parameters stay Parameters
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_value.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
