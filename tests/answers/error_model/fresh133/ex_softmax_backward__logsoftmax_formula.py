# exercise: ex_softmax_backward
# mistake: The learner uses the backward of log_softmax, dP − P·Σ_j dP_j, instead of the softmax backward P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    return dP - P * total
