# exercise: ex_softmax_backward
# mistake: The sum Σ_j dP_j P_j is taken over dim=-2 instead of the softmax axis dim=-1; it must sum along the last axis with keepdim=True.
# mistake_zh: Σ_j dP_j P_j 沿 dim=-2 求和，而不是沿 softmax 的轴 dim=-1；应沿最后一轴求和并 keepdim=True。
# keywords: last axis, sum, dim=-1, softmax
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(dP * P, dim=-2, keepdim=True)
    return P * (dP - dot)
