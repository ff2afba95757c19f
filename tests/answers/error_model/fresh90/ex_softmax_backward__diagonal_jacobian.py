# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the Jacobian, dS = dP ⊙ P ⊙ (1 − P), dropping the −P_i P_j terms for i ≠ j; the full formula is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    return dP * P * (1 - P)
