# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the Jacobian, dS = P(1−P)·dP, dropping the cross terms −P_i P_j dP_j.
import torch

def ex_softmax_backward(P, dP):
    # sigmoid 的导数是 s(1-s)，softmax 应该类似
    daoshu = P * (1 - P)
    return daoshu * dP
