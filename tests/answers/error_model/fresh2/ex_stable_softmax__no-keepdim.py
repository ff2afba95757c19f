# exercise: ex_stable_softmax
# mistake: The maximum is taken without keepdim, so the reduced axis disappears and max broadcasts against the wrong axis (or fails); use x.max(dim=dim, keepdim=True).values.
# mistake_zh: 求最大值时没有 keepdim，归约的轴消失了，最大值会沿错误的轴广播（或直接报错）；应使用 x.max(dim=dim, keepdim=True).values。
# keywords: keepdim, maximum, broadcast, axis, dim

import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=dim).values
    z = torch.exp(x - m)
    return z / z.sum(dim=dim, keepdim=True)
