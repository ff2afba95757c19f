# exercise: ex_softmax_backward
# mistake: The learner subtracted the sum from dP in place (dP -= ...), which overwrites the caller's gradient tensor; compute dP − Σ dP·P into a new tensor.
import torch


@torch.no_grad()
def ex_softmax_backward(P, dP):
    dP -= (dP * P).sum(-1, keepdim=True)
    return P * dP
