# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the softmax Jacobian, dS = dP·P·(1-P), dropping the off-diagonal terms −P_i P_j dP_j.
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return dP * P * (1.0 - P)
