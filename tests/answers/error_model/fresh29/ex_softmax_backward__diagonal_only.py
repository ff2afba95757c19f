# exercise: ex_softmax_backward
# mistake: The learner used only the diagonal of the softmax Jacobian, dS = P(1-P)dP, dropping the off-diagonal terms -P_i P_j; the full result is dS = P * (dP - sum(P * dP, -1, keepdim=True)).
def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return P * (1 - P) * dP
