# exercise: ex_softmax_backward
# mistake: Uses dS = P and then updates dS in place, so P itself is overwritten with P * dP before it is used again (and the caller's P is changed); a fresh tensor is needed: P * (dP - (dP * P).sum(-1, keepdim=True)).
def ex_softmax_backward(P, dP):
    dS = P
    dS *= dP
    dS -= P * dS.sum(dim=-1, keepdim=True)
    return dS
