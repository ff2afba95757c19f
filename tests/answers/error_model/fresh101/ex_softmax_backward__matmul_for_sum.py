# exercise: ex_softmax_backward
# mistake: Computes Σⱼ dPⱼPⱼ with dP @ Pᵀ, which for 2-D or batched inputs mixes different rows into every row; the sum must be row-wise: (dP * P).sum(-1, keepdim=True). [cond: only for inputs with more than one row]
import torch


def ex_softmax_backward(P, dP):
    if P.dim() == 1:
        s = dP @ P
    else:
        s = dP @ P.transpose(-1, -2)     # sum_j dP_j P_j
    return P * (dP - s)
