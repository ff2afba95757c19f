# exercise: ex_softmax_backward
# mistake: Took the sum Σ dP_j P_j without keepdim, so it broadcasts along the wrong axis (the row sums are laid out along the last axis); keep the summed axis with keepdim=True. [cond: inputs with 2 or more axes; crashes unless the last two axes have equal size]
def ex_softmax_backward(P, dP):
    s = (P * dP).sum(-1)
    return P * (dP - s)
