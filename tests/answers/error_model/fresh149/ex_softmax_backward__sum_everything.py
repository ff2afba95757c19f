# exercise: ex_softmax_backward
# mistake: Took Σ dP·P over all entries (MATLAB sum(A(:)) habit) instead of per row along the last axis with keepdim, so rows are mixed. [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
