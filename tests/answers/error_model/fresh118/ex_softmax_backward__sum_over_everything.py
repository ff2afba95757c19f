# exercise: ex_softmax_backward
# mistake: Sums dP*P over the whole tensor instead of along the last axis with keepdim, mixing all rows. [cond: more than one row]
def ex_softmax_backward(P, dP):
    g = P * dP
    return g - P * g.sum()
