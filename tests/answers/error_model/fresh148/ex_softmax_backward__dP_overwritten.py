# exercise: ex_softmax_backward
# mistake: Computes the dot product in place with dP.mul_(P), which overwrites dP, and then subtracts from the overwritten dP, returning P*(dP*P - s) instead of P*(dP - s).
def ex_softmax_backward(P, dP):
    g = dP
    s = g.mul_(P).sum(dim=-1, keepdim=True)
    return g.sub_(s).mul_(P)
