# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = P(1 − P) ⊙ dP, dropping the off-diagonal terms −PᵢPⱼ; the full result is P ⊙ (dP − Σⱼ dPⱼ Pⱼ).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    local = P * (1 - P)
    return local * dP
