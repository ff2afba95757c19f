# exercise: ex_softmax_backward
# mistake: Summed dP·P over the whole tensor instead of along the last axis with keepdim, so every row uses one shared total. [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
