# exercise: ex_softmax_backward
# mistake: The learner summed dP * P over the whole tensor (no axis) instead of along the last axis with keepdim, mixing all rows together. [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
