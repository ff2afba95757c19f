# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = P(1 − P) ⊙ dP, dropping the off-diagonal −P_i P_j terms; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return dP * P * (1 - P)
