# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the Jacobian, dS = P(1 − P) ⊙ dP (the Bernoulli variance), dropping the cross terms −P_i P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    var = P * (1 - P)          # dP_i / dS_i
    return var * dP
