# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = P(1-P)·dP, dropping the cross terms -P_i P_j; the right form is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P,dP):
    return P*(1-P)*dP
