# exercise: ex_softmax_backward
# mistake: Kept only the diagonal of the Jacobian, dS = dP ⊙ P ⊙ (1 − P) (as for a sigmoid), dropping the off-diagonal terms −P_i P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return dP * P * (1 - P)
