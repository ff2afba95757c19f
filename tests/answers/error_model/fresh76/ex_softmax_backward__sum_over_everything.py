# exercise: ex_softmax_backward
# mistake: Sums dP·P over all elements (no dim) instead of along the last axis with keepdim, so every row subtracts the same total. [cond: more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    return P * (dP - inner)
