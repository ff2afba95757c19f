# exercise: ex_softmax_backward
# mistake: Kept only the diagonal of the softmax Jacobian, dS = P(1-P)·dP, dropping the cross terms -P_i P_j dP_j for j != i.
import torch
import torch.nn.functional as F

def ex_softmax_backward(P, dP):
    local_grad = P * (1 - P)     # d softmax_i / d s_i
    return local_grad * dP
