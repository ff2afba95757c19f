# exercise: ex_softmax_backward
# mistake: Mapped the forum formula y * (g - <g, y>) onto the arguments the wrong way round and returned dP * (P - Σ_j dP_j P_j); the softmax backward is P * (dP - Σ_j dP_j P_j).
import torch


def ex_softmax_backward(P, dP):
    # forum: grad_input = y * (grad_output - (grad_output * y).sum(-1, keepdim=True))
    y, grad_output = P, dP
    return grad_output * (y - (grad_output * y).sum(dim=-1, keepdim=True))
