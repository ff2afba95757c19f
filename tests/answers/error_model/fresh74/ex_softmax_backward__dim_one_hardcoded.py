# exercise: ex_softmax_backward
# mistake: The sum is taken over dim=1, which is the last axis only for 2-D inputs; for inputs with more axes (e.g. (b, h, n, n)) it sums over the wrong axis, and it must be dim=-1. [cond: inputs with other than 2 axes]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=1, keepdim=True)
    return P * (dP - inner)
