# exercise: ex_softmax_backward
# mistake: Hard-codes the sum over dim=1, which is the last axis only for 2-D tensors; for (b, h, n, n) weights it sums over heads. The sum must be over the last axis (dim=-1). [cond: P with other than two axes]
import torch


def ex_softmax_backward(P, dP):
    dot = torch.sum(P * dP, dim=1, keepdim=True)
    dS = P * (dP - dot)
    return dS
