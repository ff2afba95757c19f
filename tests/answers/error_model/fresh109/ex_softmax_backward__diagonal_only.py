# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the Jacobian, dS_i = P_i(1 − P_i) dP_i, dropping the cross terms −P_i P_j dP_j; the correct result is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # d softmax_i / d S_i = P_i (1 - P_i)
    local_grad = P * (1 - P)
    return local_grad * dP
