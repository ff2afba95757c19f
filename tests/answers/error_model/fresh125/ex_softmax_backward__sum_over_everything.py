# exercise: ex_softmax_backward
# mistake: computes the correction term as (dP * P).sum() over all elements instead of along the last axis with keepdim, so rows mix. [cond: more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    return P * (dP - inner)
