# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain row sum of dP instead of the P-weighted sum Σⱼ dPⱼ Pⱼ: dS = P ⊙ (dP − Σ dP) instead of P ⊙ (dP − Σ dP⊙P).
def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)
