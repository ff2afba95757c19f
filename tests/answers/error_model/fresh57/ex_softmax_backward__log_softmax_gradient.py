# exercise: ex_softmax_backward
# mistake: Used the backward of log-softmax, dS = dP - P * sum(dP), instead of the backward of softmax, dS = P * (dP - sum(dP * P)).
def ex_softmax_backward(P, dP):
    # d log p_i / d s_j = delta_ij - p_j
    return dP - P * dP.sum(dim=-1, keepdim=True)
