# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum Σⱼ dPⱼ instead of the weighted sum Σⱼ dPⱼ Pⱼ; dS = P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - sum_j dP_j)
    return P * (dP - dP.sum(dim=-1, keepdim=True))
