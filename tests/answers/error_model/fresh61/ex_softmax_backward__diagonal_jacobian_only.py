# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal terms i = j of the Jacobian, P_i (1 − P_i), dropping the −P_i P_j coupling with the other entries; dS = P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
import torch


def ex_softmax_backward(P, dP):
    # dP_i/dS_j = P_i (delta_ij - P_j);  delta_ij -> i == j
    dPi_dSi = P * (1 - P)
    return dPi_dSi * dP
