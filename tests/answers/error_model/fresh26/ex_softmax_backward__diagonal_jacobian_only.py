# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = P(1 − P)·dP (the sigmoid derivative); the off-diagonal terms −PᵢPⱼ give dS = P·(dP − Σⱼ PⱼdPⱼ).

import torch


def ex_softmax_backward(P, dP):
    # derivative of softmax: p * (1 - p)
    return P * (1 - P) * dP
