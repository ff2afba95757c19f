# exercise: ex_softmax_backward
# mistake: Sums Σ dP_j P_j along the last axis without keepdim=True, so the sums broadcast along the wrong axis (silently for square inputs, an error otherwise); it needs keepdim=True.
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
