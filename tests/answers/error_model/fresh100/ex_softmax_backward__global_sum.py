# exercise: ex_softmax_backward
# mistake: Sums dP * P over the whole tensor instead of along the last axis with keepdim, so every row is corrected with the same total. [cond: more than one row]
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum())
