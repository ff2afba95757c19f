# exercise: ex_softmax_backward
# mistake: Took the sum Σ_j dP_j P_j over dim=-2, reading j as the row index of the printed 2-D matrix, instead of over the last axis where the softmax normalises. [cond: inputs with at least 2 axes] [cond: wrong for inputs with at least 2 axes, IndexError for 1-D inputs]
import torch


def ex_softmax_backward(P, dP):
    # j runs down the matrix
    inner = torch.sum(P * dP, dim=-2, keepdim=True)
    return P * (dP - inner)
