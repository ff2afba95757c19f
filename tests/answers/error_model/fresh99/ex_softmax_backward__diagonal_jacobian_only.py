# exercise: ex_softmax_backward
# mistake: Only the diagonal of the Jacobian, P_i(1 - P_i), was used, ignoring the off-diagonal terms -P_i P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    dPi_dSi = P * (1 - P)   # delta_ij = 1 on the diagonal
    dS = dPi_dSi * dP
    return dS
