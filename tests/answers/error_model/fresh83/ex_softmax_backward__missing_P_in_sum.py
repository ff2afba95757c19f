# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP instead of the P-weighted sum Σ_j dP_j P_j.
def ex_softmax_backward(P, dP):
    return P * (dP - dP.sum(dim=-1, keepdim=True))
