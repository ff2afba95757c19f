# exercise: ex_softmax_backward
# mistake: Subtracted the plain sum Σⱼ dPⱼ instead of the P-weighted sum Σⱼ dPⱼ Pⱼ: dS = P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)
