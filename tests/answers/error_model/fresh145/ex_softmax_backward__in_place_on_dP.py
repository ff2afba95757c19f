# exercise: ex_softmax_backward
# mistake: The learner subtracted the weighted sum from dP in place (dP -= ...), which overwrites the caller's gradient tensor; the returned value is right but dP must not be modified.
def ex_softmax_backward(P, dP):
    weighted = (dP * P).sum(dim=-1, keepdim=True)
    dP -= weighted
    return P * dP
