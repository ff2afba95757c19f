# exercise: ex_softmax_backward
# mistake: The row sum of dP*P is taken without keepdim, so it broadcasts along the wrong axis (and fails for non-square inputs); it must be summed along the last axis with keepdim=True.
def ex_softmax_backward(P, dP):
    dot = (P * dP).sum(-1)
    return P * (dP - dot)
