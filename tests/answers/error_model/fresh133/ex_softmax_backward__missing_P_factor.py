# exercise: ex_softmax_backward
# mistake: The learner distributes P only over dP and subtracts the plain sum Σ_j dP_j P_j, i.e. P⊙dP − s instead of P⊙dP − P⊙s; the subtracted term must also be multiplied by P.
import torch


def ex_softmax_backward(P, dP):
    s = torch.sum(dP * P, dim=-1, keepdim=True)
    out = P * dP
    out -= s
    return out
