# exercise: ex_softmax_backward
# mistake: Summed dP·P along the last axis without keepdim=True, so the (…, n) sum broadcasts along the wrong axis: for square (n, n) inputs the values are silently wrong, for other shapes it raises. Use .sum(dim=-1, keepdim=True).
# mistake_zh: 沿最后一个轴对 dP·P 求和时没有 keepdim=True，(…, n) 的和沿错误的轴广播：对方阵 (n, n) 输入数值悄悄出错，其它形状则报错。应使用 .sum(dim=-1, keepdim=True)。
# keywords: keepdim, broadcasting, sum, last axis, shape
from functools import partial

import torch

row_sum = partial(torch.sum, dim=-1)


def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    inner = row_sum(dP * P)
    dS = P * (dP - inner)
    return dS
