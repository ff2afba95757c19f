# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dP·P·(1 − P), dropping the −P_i·P_j cross terms; dS = P·(dP − Σ P·dP).

import torch


def ex_softmax_backward(P, dP):
    # derivative of softmax is p * (1 - p)
    return dP * P * (1 - P)
