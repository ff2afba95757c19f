# exercise: ex_softmax_backward
# mistake: Sums dP·P over the whole tensor instead of along the last axis per row, so every row is shifted by the same total. [cond: only when there is more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    dS = P * (dP - inner)
    return dS
