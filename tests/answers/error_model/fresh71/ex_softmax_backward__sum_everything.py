# exercise: ex_softmax_backward
# mistake: Took Σ dP·P over the whole tensor (R's sum(m)) instead of along the last axis with keepdim, so one scalar is subtracted from every row. [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
