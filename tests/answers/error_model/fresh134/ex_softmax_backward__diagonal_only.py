# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = P(1-P)·dP, dropping the off-diagonal terms -P_i P_j; the correct dS is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    g = P * (1 - P)
    return g * dP
