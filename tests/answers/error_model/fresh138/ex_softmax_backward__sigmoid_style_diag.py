# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the Jacobian, dS = dP ⊙ P ⊙ (1 − P) (like a sigmoid's derivative), dropping the cross terms −P_i P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    return dP * P * (1 - P)
