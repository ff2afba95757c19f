# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = dP * P * (1 - P), dropping the cross terms -P_i P_j; the full result is P * (dP - sum(dP * P, -1, keepdim=True)).
def ex_softmax_backward(P, dP):
    # d softmax_i / d s_i = p_i (1 - p_i)
    return dP * P * (1 - P)
