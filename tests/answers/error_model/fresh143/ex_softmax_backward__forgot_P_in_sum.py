# exercise: ex_softmax_backward
# mistake: It subtracts Σ_j dP_j (the plain sum of the upstream gradient) instead of the weighted sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    grad_out = dP
    s = grad_out.sum(dim=-1, keepdim=True)
    grad_in = P * (grad_out - s)
    return grad_in
