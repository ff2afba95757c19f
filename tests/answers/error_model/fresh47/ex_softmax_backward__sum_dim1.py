# exercise: ex_softmax_backward
# mistake: The learner sums along dim=1, which is the last axis only for 2-D inputs; the sum must be along the last axis (dim=-1). [cond: inputs with other than 2 axes]
def ex_softmax_backward(P, dP):
    s = (P * dP).sum(dim=1, keepdim=True)
    return P * (dP - s)
