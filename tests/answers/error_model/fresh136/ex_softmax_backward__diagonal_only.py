# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the Jacobian, dS_i = P_i(1 - P_i) dP_i, dropping the off-diagonal terms -P_i P_j; the right gradient is P ⊙ (dP - Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    local = P * (1 - P)   # d softmax_i / d s_i
    return local * dP
