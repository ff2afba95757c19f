# exercise: ex_softmax_backward
# mistake: Only the diagonal of the softmax Jacobian is used (dS = P(1-P) dP), leaving out the -P_i P_j cross terms; the right formula is dS = P * (dP - sum(dP * P, -1, keepdim=True)).
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_j = P_i (delta_ij - P_j)
    # for i == j: P_i (1 - P_i)
    local = P * (1 - P)
    dS = local * dP
    # hand check: P = [0.5, 0.5], dP = [1, 0] -> 0.25 * 1 = 0.25 for the first entry  OK
    print(dS)
    return dS
