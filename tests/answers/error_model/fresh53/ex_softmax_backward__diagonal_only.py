# exercise: ex_softmax_backward
# mistake: The learner kept only the diagonal of the Jacobian, dS = P(1 - P)·dP, dropping the off-diagonal terms -P_i P_j; the full rule is dS = P ⊙ (dP - Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dsoftmax/ds = p * (1 - p)
    return P * (1 - P) * dP
