# exercise: ex_softmax_backward
# mistake: Computed dP·P with `t = dP; t *= P`, which multiplies dP itself in place, so the later dP − s uses dP·P instead of dP (and the caller's dP is changed); compute the product out of place.
def ex_softmax_backward(P, dP):
    t = dP
    t *= P
    s = t.sum(dim=-1, keepdim=True)      # sum_j dP_j P_j
    return P * (dP - s)
