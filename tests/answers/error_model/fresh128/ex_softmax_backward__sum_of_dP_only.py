# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain sum Σ dP_j instead of the weighted sum Σ dP_j P_j; dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    return P * (dP - total)
