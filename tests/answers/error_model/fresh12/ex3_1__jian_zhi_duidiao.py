# exercise: ex3_1
# mistake: The key and value weights are swapped: sa_v1.W_key gets sa_v2.W_value.weight.T and sa_v1.W_value gets sa_v2.W_key.weight.T; each parameter must take the transposed weight of the same-named layer.
# mistake_zh: 键和值的权重对调了：sa_v1.W_key 取了 sa_v2.W_value.weight.T，sa_v1.W_value 取了 sa_v2.W_key.weight.T；每个参数都应取同名层权重的转置。
# keywords: swapped, W_key, W_value, same name

import torch


def ex3_1(sa_v1, sa_v2):
    # 查询 Q、键 K、值 V：v2 用 nn.Linear，所以要转置 (.T)
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_value.weight.T)   # 键
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_key.weight.T)   # 值
