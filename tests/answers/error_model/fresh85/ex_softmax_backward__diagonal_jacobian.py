# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the Jacobian, dS = dP · P(1 − P) as for a sigmoid, dropping the off-diagonal terms −Pi Pj; dS = P ⊙ (dP − Σ dPj Pj).
def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return dP * P * (1 - P)
