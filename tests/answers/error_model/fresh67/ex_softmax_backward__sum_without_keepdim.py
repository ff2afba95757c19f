# exercise: ex_softmax_backward
# mistake: The learner summed dP*P along the last axis without keepdim, so the sum broadcasts along the wrong axis (wrong values for square inputs, a shape error otherwise); it needs keepdim=True.
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
