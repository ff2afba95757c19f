# exercise: ex_softmax_backward
# mistake: Recomputed the softmax with autograd from S = log P but called F.softmax without dim, whose implicit axis is 0 for 3-D and 1 for 4-D input, not the last one; pass dim=-1. [cond: P with 3 or more axes]
import torch
import torch.nn.functional as F


class _SoftmaxGrad:
    @staticmethod
    def backward(P, dP):
        with torch.enable_grad():
            S = P.detach().clamp_min(torch.finfo(P.dtype).tiny).log().requires_grad_(True)
            out = F.softmax(S)
            (dS,) = torch.autograd.grad(out, S, grad_outputs=dP)
        return dS


def ex_softmax_backward(P, dP):
    return _SoftmaxGrad.backward(P, dP)
