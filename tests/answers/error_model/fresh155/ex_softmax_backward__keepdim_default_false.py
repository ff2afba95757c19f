# exercise: ex_softmax_backward
# mistake: The learner's helper defaults to keepdim=False, so the row sums lose their axis and broadcast along the wrong axis (or fail to broadcast); the sum over the last axis needs keepdim=True. [cond: inputs with more than one axis]
def rowdot(a, b, dim=-1, keepdim=False):
    return (a * b).sum(dim=dim, keepdim=keepdim)


def softmax_vjp(P, dP, dim=-1):
    return P * (dP - rowdot(dP, P, dim=dim))


def ex_softmax_backward(P, dP):
    return softmax_vjp(P, dP)
