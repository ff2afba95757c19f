# exercise: ex_softmax_backward
# mistake: Computed the per-row sum Σ P·dP as P @ dP.mT, a full (n_rows x n_rows) matrix of every row against every row, instead of (P * dP).sum(-1, keepdim=True); it raises or subtracts the wrong numbers.
import torch


def ex_softmax_backward(P, dP):
    # dS = P * (dP - <P, dP>), the inner product taken row by row
    return P * (dP - P @ dP.mT)
