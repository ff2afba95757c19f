# exercise: ex_softmax_backward
# mistake: Uses only the diagonal of the softmax Jacobian, dS = dP * P * (1 - P), dropping the off-diagonal terms -P_i P_j; the full result is P * (dP - sum(dP * P, -1, keepdim=True)).
def ex_softmax_backward(P, dP):
    local_grad = P * (1 - P)   # d softmax / d s
    return dP * local_grad
