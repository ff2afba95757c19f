# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = P(1-P)·dP as for independent sigmoids, dropping the off-diagonal -PᵢPⱼ terms; dS = P ⊙ (dP - Σ dP⊙P).
def ex_softmax_backward(P, dP):
    # d p_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
