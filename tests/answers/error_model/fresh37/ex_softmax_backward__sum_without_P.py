# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP over the last axis instead of the P-weighted sum Σ dP_j P_j; dS = P * (dP - (dP * P).sum(-1, keepdim=True)).
def ex_softmax_backward(P, dP):
    return P * (dP - dP.sum(dim=-1, keepdim=True))
