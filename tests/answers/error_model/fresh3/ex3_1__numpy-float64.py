# exercise: ex3_1
# mistake: The numpy round trip turns the weights into float64 parameters, so sa_v1(x) fails on the book's float32 inputs; keep the dtype float32.
# mistake_zh: 经过 numpy 转换后权重变成了 float64 参数，sa_v1(x) 在书中的 float32 输入上会报错；应保持 float32。
# keywords: dtype, float32, float64, numpy

import numpy as np
import torch
import torch.nn as nn


def to_param(linear):
    w = linear.weight.detach().cpu().numpy().T.astype(np.float64)  # 高精度一点
    return nn.Parameter(torch.from_numpy(w.copy()))


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = to_param(sa_v2.W_query)
    sa_v1.W_key = to_param(sa_v2.W_key)
    sa_v1.W_value = to_param(sa_v2.W_value)
