# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum Σⱼ dPⱼ instead of the P-weighted sum Σⱼ dPⱼ Pⱼ; the correct term is (dP * P).sum(-1, keepdim=True).
def ex_softmax_backward(P, dP):
    total = dP.sum(dim=-1, keepdim=True)
    dS = P * (dP - total)
    return dS
