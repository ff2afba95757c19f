# exercise: ex_softmax_backward
# mistake: The learner takes the sum of dP*P along the last axis without keepdim, so the (..., n) sums broadcast against the wrong axis; keepdim=True is needed (it only looks right when the sums happen to match).
def rowdot(a, b, dim=-1):
    return (a * b).sum(dim=dim)


def ex_softmax_backward(P, dP):
    return P * (dP - rowdot(dP, P))
