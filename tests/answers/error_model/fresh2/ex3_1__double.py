# exercise: ex3_1
# mistake: The weights are converted to float64 with .double(), so sa_v1(x) fails on the book's float32 inputs (a dtype mismatch in the matmul); keep them float32.
# mistake_zh: 用 .double() 把权重转成了 float64，于是 sa_v1(x) 在书中的 float32 输入上报错（矩阵乘法 dtype 不匹配）；应保持 float32。
# keywords: dtype, float32, double, float64, mismatch

import torch
import torch.nn as nn

torch.set_printoptions(precision=8)


def ex3_1(sa_v1, sa_v2):
    # use double precision so the comparison with allclose is exact
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().double()
        setattr(sa_v1, name, nn.Parameter(w.T))
