# exercise: ex3_1
# mistake: The loop 'for W, layer in ...: W = nn.Parameter(layer.weight.T)' only rebinds the loop variable, so sa_v1 is never changed; assign to the module's attribute (setattr(sa_v1, name, ...)) or copy into the parameter in place.
# mistake_zh: 循环 'for W, layer in ...: W = nn.Parameter(layer.weight.T)' 只是重新绑定了循环变量，sa_v1 根本没有被修改；应给模块属性赋值（setattr(sa_v1, name, ...)）或就地复制进参数。
# keywords: assignment, setattr, in place, loop variable

import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [(sa_v1.W_query, sa_v2.W_query), (sa_v1.W_key, sa_v2.W_key), (sa_v1.W_value, sa_v2.W_value)]
    for W, layer in pairs:
        W = torch.nn.Parameter(layer.weight.T)
