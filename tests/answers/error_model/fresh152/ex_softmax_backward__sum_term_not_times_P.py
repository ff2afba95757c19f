# exercise: ex_softmax_backward
# mistake: Expanded P * (dP - s) by hand as P * dP - s, forgetting to multiply the sum term s = sum_j dP_j P_j by P; the correct result is P * dP - P * s.
import torch


def ex_softmax_backward(P, dP):
    # dS_i = sum_j dP_j * P_j * (delta_ij - P_i)  ->  P_i dP_i - sum_j dP_j P_j
    weighted = P * dP
    return weighted - weighted.sum(dim=-1, keepdim=True)
