# exercise: ex_softmax_backward
# mistake: The learner sums along dim=1, which is the last axis only for 2-D inputs; for attention-shaped tensors with more axes the sum must be along dim=-1. [cond: inputs that do not have exactly 2 axes]
import torch

def ex_softmax_backward(P, dP):
    inner = torch.sum(P * dP, dim=1, keepdim=True)
    dS = P * (dP - inner)
    return dS
