# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the Jacobian, dS = dP ⊙ P ⊙ (1 − P), as for a sigmoid; the off-diagonal terms −P_i P_j are missing, the full result is P ⊙ (dP − Σ dP_j P_j).
import torch

def ex_softmax_backward(P, dP):
    # dsoftmax/ds = p * (1 - p)
    local_grad = P * (1 - P)
    return dP * local_grad
