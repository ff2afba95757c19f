# exercise: ex_softmax_backward
# mistake: The learner treated dP as the gradient w.r.t. log P (the log-softmax backward: dS = dP − P Σ dP), so they never multiplied dP by P; for the softmax, dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    # log-softmax: log P = S - logsumexp(S), so dS = dP - P * sum(dP)
    return dP - P * dP.sum(dim=-1, keepdim=True)
