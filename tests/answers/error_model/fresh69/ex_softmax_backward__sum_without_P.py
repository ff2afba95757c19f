# exercise: ex_softmax_backward
# mistake: The learner subtracted the plain sum of dP along the last axis instead of the P-weighted sum; dS = P * (dP - sum(dP * P, -1, keepdim=True)).
def ex_softmax_backward(P, dP):
    return P * (dP - dP.sum(-1, keepdim=True))
