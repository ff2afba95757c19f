# exercise: ex_softmax_backward
# mistake: Computes Σ_j dP_j P_j as (Σ_j dP_j)(Σ_j P_j), i.e. just the sum of dP since P sums to 1; the inner term is the sum of the products dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    s_dp = dP.sum(dim=-1, keepdim=True)
    s_p = P.sum(dim=-1, keepdim=True)
    return P * (dP - s_dp * s_p)
