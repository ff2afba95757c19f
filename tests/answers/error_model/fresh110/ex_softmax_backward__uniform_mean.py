# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain mean of dP over the row (as if the distribution were uniform) instead of the P-weighted sum Σ_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    centred = dP - dP.mean(dim=-1, keepdim=True)
    return P * centred
