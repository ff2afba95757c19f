# exercise: ex_softmax_backward
# mistake: The learner reused a Jacobian helper written for a single vector, using torch.diag and torch.outer, which do not work row-wise for batched inputs; the formula must be applied along the last axis (e.g. P * (dP − (dP·P).sum(-1, keepdim=True))). [cond: inputs with more than one axis]
import torch


def softmax_jacobian(p):
    # J_ij = p_i (delta_ij - p_j)
    return torch.diag(p) - torch.outer(p, p)


def ex_softmax_backward(P, dP):
    J = softmax_jacobian(P)
    return J @ dP
