# exercise: ex_softmax_backward
# mistake: The sum Σ_j dP_j P_j is taken without keepdim, so it broadcasts along the wrong axis (or fails); it needs keepdim=True so each row subtracts its own sum.
import torch

def ex_softmax_backward(P, dP):
    s = torch.einsum('...j,...j->...', dP, P)
    return P * (dP - s)
