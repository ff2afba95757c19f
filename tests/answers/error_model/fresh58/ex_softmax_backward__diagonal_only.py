# exercise: ex_softmax_backward
# mistake: The learner uses only the diagonal of the Jacobian, dS = P(1 − P)·dP, dropping the cross terms −P_i P_j dP_j for j ≠ i; the full formula is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    dsoftmax = P * (1 - P)   # derivative of softmax, like sigmoid
    return dsoftmax * dP
