# exercise: ex_softmax_backward
# mistake: Computes dP*P with dP.mul_(P), which overwrites dP, then uses the overwritten dP in P * (dP - sum): the result is P*(dP*P - Σ) instead of P*(dP - Σ) (and the caller's dP is changed); use an out-of-place product.
def ex_softmax_backward(P, dP):
    g = dP.mul_(P)                          # dP_j * P_j
    s = g.sum(-1, keepdim=True)
    return P * (dP - s)
