# exercise: ex_softmax_backward
# mistake: Summed P·dP over the whole tensor instead of over each row (last axis, keepdim), which is only right when there is a single row; dS = P·(dP − Σⱼ Pⱼ dPⱼ per row). [cond: more than one row]
import torch


def ex_softmax_backward(P, dP):
    s = (P * dP).sum()  # <P, dP>
    return P * (dP - s)
