# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the Jacobian, dS = dP · P(1 − P) (like a sigmoid's derivative), leaving out the −P_i P_j cross terms; dS = P ⊙ (dP − Σ dP_j P_j).
def ex_softmax_backward(P, dP):
    # dsoftmax/ds = p (1 - p)
    return dP * P * (1 - P)
