# exercise: ex_softmax_backward
# mistake: Used only the diagonal of the softmax Jacobian, dS = dP · P · (1 − P), dropping the cross terms; the right gradient is P · (dP − Σⱼ dPⱼ Pⱼ) along the last axis.
def ex_softmax_backward(P, dP):
    # d softmax / dS = P (1 - P)
    return dP * P * (1 - P)
