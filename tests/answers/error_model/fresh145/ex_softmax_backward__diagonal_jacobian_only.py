# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = dP·P·(1 − P), forgetting the off-diagonal terms −P_i P_j; the full result is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    derivative_of_softmax = P * (1 - P)
    return dP * derivative_of_softmax
