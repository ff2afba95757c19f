# exercise: ex_softmax_backward
# mistake: Sums Σⱼ dPⱼ Pⱼ without keepdim, so the row sums broadcast along the last axis as if they were columns (or fail to broadcast); the sum needs keepdim=True. [cond: only for inputs with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    neiji = torch.sum(dP * P, dim=-1)          # 每一行的内积
    tidu = P * (dP - neiji)
    return tidu
