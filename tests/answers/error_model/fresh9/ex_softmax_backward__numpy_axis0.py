# exercise: ex_softmax_backward
# mistake: Ported from a numpy course, the row sum uses axis 0 (dim=0) instead of the last axis along which the softmax was taken; sum over dim=-1 with keepdim=True.
# mistake_zh: 从 numpy 课程移植过来，行和用的是 axis 0（dim=0），而不是 softmax 所在的最后一维；应沿 dim=-1 求和并 keepdim=True。
# keywords: axis, dim, last axis, sum

import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=0, keepdim=True)
    return P * (dP - s)
