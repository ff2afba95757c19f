# exercise: ex3_1
# mistake: The loop only copies W_query and W_key; W_value keeps its own random weights, so it must also receive sa_v2.W_value.weight.T.
# mistake_zh: 循环只复制了 W_query 和 W_key；W_value 仍是它自己的随机权重，也应赋值为 sa_v2.W_value.weight.T。
# keywords: W_value, copy, missing, value
import torch


def ex3_1(sa_v1, sa_v2):
    # copy the projections (Linear weights are stored transposed)
    for name in ["W_query", "W_key"]:
        setattr(sa_v1, name, torch.nn.Parameter(getattr(sa_v2, name).weight.T.clone()))
