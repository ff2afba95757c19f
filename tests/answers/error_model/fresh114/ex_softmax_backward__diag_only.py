# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the Jacobian, P*dP - P*P*dP, dropping the off-diagonal terms -P_i P_j; the correction must be the row sum sum_j dP_j P_j.
import torch


def ex_softmax_backward(P, dP):
    # J = diag(P) - P P^T  ->  elementwise: P - P*P
    return P * dP - P * P * dP
