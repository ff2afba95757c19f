# exercise: ex_softmax_backward
# mistake: The learner used the backward of log-softmax, dS = dP − P Σ_j dP_j, as if P were log-probabilities; for P = softmax(S) it is dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # d log p_i / d s_j = delta_ij - p_j
    total = dP.sum(dim=-1, keepdim=True)
    return dP - P * total
