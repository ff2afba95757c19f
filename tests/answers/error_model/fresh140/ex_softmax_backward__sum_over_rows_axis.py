# exercise: ex_softmax_backward
# mistake: The learner took the sum Σ dP⊙P over dim=-2 instead of the last axis (the softmax axis). [cond: P has at least 2 dimensions; for 1-D P it raises]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(P * dP, dim=-2, keepdim=True)
    return P * (dP - dot)
