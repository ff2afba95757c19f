# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P(1 − P)·dP; the off-diagonal terms −P_i P_j matter: dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return P * (1 - P) * dP
