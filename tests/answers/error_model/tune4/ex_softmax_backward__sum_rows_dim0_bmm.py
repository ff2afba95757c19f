# exercise: ex_softmax_backward
# mistake: The inner product <dP, P> is summed over the queries (dim=-2, the rows) instead of over each row's keys (dim=-1): (dP * P).sum(dim=-2, keepdim=True). Sum along the softmax axis, dim=-1.
# mistake_zh: 内积 <dP, P> 沿查询（dim=-2，行）求和，而不是沿每行的键（dim=-1）：(dP * P).sum(dim=-2, keepdim=True)。应沿 softmax 的轴 dim=-1 求和。
# keywords: sum, axis, dim=-1, rows, keys
import torch


def ex_softmax_backward(P, dP):
    inner = torch.sum(dP * P, dim=-2, keepdim=True)
    return P * (dP - inner)
