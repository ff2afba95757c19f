# exercise: ex_softmax_backward
# mistake: Sums over dim=1 instead of the last axis, which is right only for 2-D inputs; for more axes it sums over the wrong one. [cond: more than 2 axes]
def ex_softmax_backward(P, dP):
    s = (P * dP).sum(dim=1, keepdim=True)
    return P * (dP - s)
