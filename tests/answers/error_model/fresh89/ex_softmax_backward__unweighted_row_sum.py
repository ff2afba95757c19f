# exercise: ex_softmax_backward
# mistake: The correction term sums dP along the last axis without weighting by P; it must be the sum of dP_j * P_j.
def ex_softmax_backward(P, dP):
    s = dP.sum(dim=-1, keepdim=True)
    return P * (dP - s)
