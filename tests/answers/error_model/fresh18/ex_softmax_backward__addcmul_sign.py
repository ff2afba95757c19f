# exercise: ex_softmax_backward
# mistake: Used torch.addcmul(P*dP, P, s) without value=-1, so it adds P·s instead of subtracting it; dS = P·dP − P·s.
import torch


def ex_softmax_backward(P, dP):
    pd = P * dP
    s = pd.sum(dim=-1, keepdim=True)
    # fused: pd - P * s
    return torch.addcmul(pd, P, s)
