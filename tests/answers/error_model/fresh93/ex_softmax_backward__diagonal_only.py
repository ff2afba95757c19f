# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the softmax Jacobian, dS = P(1 − P)·dP, dropping the −P_i P_j terms for i ≠ j; the right formula is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    local_grad = P * (1 - P)
    return local_grad * dP
