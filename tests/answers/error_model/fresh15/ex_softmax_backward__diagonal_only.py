# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P·(1-P)·dP, dropping the off-diagonal -P_i·P_j terms; the right gradient is P·(dP - Σ_j P_j dP_j).
def ex_softmax_backward(P, dP):
    return P * (1 - P) * dP
