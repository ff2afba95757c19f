# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain sum of dP (Σ_j dP_j) instead of the P-weighted sum Σ_j dP_j P_j; the expectation under P is needed: dS = P ⊙ (dP − Σ dP⊙P).
def ex_softmax_backward(P, dP):
    mean_grad = dP.sum(dim=-1, keepdim=True)
    return P * (dP - mean_grad)
