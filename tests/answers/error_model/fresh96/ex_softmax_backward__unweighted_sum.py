# exercise: ex_softmax_backward
# mistake: Subtracted the plain row sum Σ_j dP_j instead of the P-weighted sum Σ_j dP_j P_j: dS = P ⊙ (dP − Σ_j dP_j P_j).
def ex_softmax_backward(P, dP):
    row_sum = dP.sum(dim=-1, keepdim=True)
    return P * (dP - row_sum)
