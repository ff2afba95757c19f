# exercise: ex_softmax_backward
# mistake: The learner used mean instead of sum for the sum of dP * P along the last axis, so the correction is divided by the number of keys. [cond: more than one key]
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).mean(-1, keepdim=True))
