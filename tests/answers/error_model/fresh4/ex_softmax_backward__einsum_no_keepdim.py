# exercise: ex_softmax_backward
# mistake: The row sum is computed with einsum('...i,...i->...'), which drops the last axis, so it broadcasts against the wrong axis (silently when the shapes line up, an error otherwise); keep the axis, e.g. add [..., None] or use .sum(dim=-1, keepdim=True).
# mistake_zh: 行和用 einsum('...i,...i->...') 计算，丢掉了最后一维，于是它沿错误的维度广播（形状恰好对得上时默默出错，否则报错）；应保留这一维，比如加上 [..., None] 或用 .sum(dim=-1, keepdim=True)。
# keywords: keepdim, broadcast, axis, unsqueeze, row sum
import torch


def ex_softmax_backward(P, dP):
    row = torch.einsum("...i,...i->...", dP, P)
    return P * (dP - row)
