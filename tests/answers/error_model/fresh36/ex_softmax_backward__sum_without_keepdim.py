# exercise: ex_softmax_backward
# mistake: Sums Σ_j dP_j P_j along the last axis without keepdim, so the (..., m) sums broadcast against the last axis of (..., m, n) instead of along it: wrong values when the last two sizes are equal, a shape error otherwise; keepdim=True (or [..., None]) is needed. [cond: only when P has two or more axes]
def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(-1)
    return P * dP - P * inner
