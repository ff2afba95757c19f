# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the Jacobian, dS = dP ⊙ P(1 − P), dropping the off-diagonal terms −P_i P_j; the full result is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # d p_i / d s_i = p_i (1 - p_i)   (derivative of the logistic)
    return dP * P * (1 - P)
