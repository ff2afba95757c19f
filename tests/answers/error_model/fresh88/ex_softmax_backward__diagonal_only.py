# exercise: ex_softmax_backward
# mistake: Kept only the diagonal of the softmax Jacobian, dS = P(1 − P) ⊙ dP (like the sigmoid's derivative), dropping the off-diagonal terms −P_i P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
def local_grad(P):
    return P * (1 - P)


def ex_softmax_backward(P, dP):
    return local_grad(P) * dP
