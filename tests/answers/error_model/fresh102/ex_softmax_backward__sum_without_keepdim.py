# exercise: ex_softmax_backward
# mistake: The learner summed dP·P along the last axis without keepdim, so the sums broadcast along the last axis instead of per row (silently wrong for square inputs, a shape error otherwise); use keepdim=True. [cond: inputs with more than one axis]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
