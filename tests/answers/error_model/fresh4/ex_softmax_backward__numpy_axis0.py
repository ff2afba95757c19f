# exercise: ex_softmax_backward
# mistake: The row sum Σ_j dP_j P_j is taken along axis=0 (the first axis) instead of the last axis, the one the softmax normalised; use axis=-1 with keepdims=True.
# mistake_zh: 行和 Σ_j dP_j P_j 是沿 axis=0（第一个维度）求的，而不是沿 softmax 归一化的最后一个维度；应使用 axis=-1 并 keepdims=True。
# keywords: axis, last axis, sum, -1, keepdims
import numpy as np
import torch


def ex_softmax_backward(P, dP):
    p = P.detach().cpu().numpy()
    g = dP.detach().cpu().numpy()
    dS = p * (g - np.sum(g * p, axis=0, keepdims=True))
    return torch.from_numpy(dS).to(P.device)
