# exercise: ex_softmax_backward
# mistake: Keeps only the diagonal of the Jacobian, dS = P(1 − P)·dP, dropping the −PᵢPⱼ terms for j ≠ i; the right gradient is P ⊙ (dP − Σⱼ dPⱼPⱼ).
def ex_softmax_backward(P, dP):
    # dP_i/dS_i = P_i (1 - P_i)
    local_grad = P * (1 - P)
    return local_grad * dP
