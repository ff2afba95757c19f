# exercise: ex_softmax_backward
# mistake: Sums dP * P over the whole tensor instead of per row along the last axis (keepdim), so every row gets the same correction. [cond: more than one row]
def ex_softmax_backward(P, dP):
    dot = (dP * P).sum()
    return P * (dP - dot)
