# exercise: ex_softmax_backward
# mistake: Built the Jacobian diag(P) - P P^T with torch.diag and torch.outer, which only mean that for a 1-D P (for a matrix torch.diag returns its diagonal and the code fails); use the elementwise form P * (dP - (dP * P).sum(-1, keepdim=True)) which works for any number of axes. [cond: P with more than one axis]
import torch


def ex_softmax_backward(P, dP):
    jac = {}
    jac["diag"] = torch.diag(P)
    jac["outer"] = torch.outer(P, P)
    jac["J"] = jac["diag"] - jac["outer"]
    return jac["J"] @ dP
