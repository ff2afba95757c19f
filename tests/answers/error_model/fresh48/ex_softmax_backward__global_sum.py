# exercise: ex_softmax_backward
# mistake: Takes (dP * P).sum() over the whole tensor instead of per row along the last axis with keepdim. [cond: more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    return P * (dP - inner)
