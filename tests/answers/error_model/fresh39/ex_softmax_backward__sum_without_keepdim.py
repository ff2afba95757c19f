# exercise: ex_softmax_backward
# mistake: Sums dP*P over the last axis without keepdim, so the (..., m) sums broadcast along the last axis instead of per row (silently wrong for square inputs, a shape error otherwise); keepdim=True is needed. [cond: P with two or more axes]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
