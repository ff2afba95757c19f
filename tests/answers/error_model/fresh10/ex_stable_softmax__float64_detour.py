# exercise: ex_stable_softmax
# mistake: For 'extra precision' the learner converts to float64 and returns the float64 result; the softmax must keep the input's dtype (compute in x's dtype, or convert back with .to(x.dtype)).
# mistake_zh: 为了“更高精度”，学习者转成 float64 计算并直接返回 float64 结果；softmax 应保持输入的 dtype（用 x 的 dtype 计算，或用 .to(x.dtype) 转回）。
# keywords: dtype, float64, float32, .to(x.dtype)

import torch


def _shift(t, dim):
    return t - t.amax(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    e = torch.exp(_shift(x.to(torch.float64), dim))
    return e / e.sum(dim=dim, keepdim=True)
