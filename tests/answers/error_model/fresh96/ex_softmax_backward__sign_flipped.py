# exercise: ex_softmax_backward
# mistake: Wrote the bracket the wrong way round, P ⊙ (Σ_j dP_j P_j − dP), which is the negated gradient; it is P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    s = (P * dP).sum(-1, keepdim=True)
    return P * (s - dP)
