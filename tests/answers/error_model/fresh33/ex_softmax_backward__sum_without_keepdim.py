# exercise: ex_softmax_backward
# mistake: Summed dP·P over the last axis without keepdim=True, so the row sums broadcast along the wrong axis (or fail to broadcast); keep the axis: (dP*P).sum(-1, keepdim=True).
def ex_softmax_backward(P, dP):
    # dS = P * (dP - <dP, P>)
    return P * (dP - (dP * P).sum(dim=-1))
