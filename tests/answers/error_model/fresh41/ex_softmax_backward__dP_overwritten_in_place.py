# exercise: ex_softmax_backward
# mistake: Computes dP*P with the in-place dP.mul_(P) to save memory and then reuses dP in the final formula, so it returns P*(dP*P - s) instead of P*(dP - s), and also overwrites the caller's dP.
def ex_softmax_backward(P, dP):
    prod = dP.mul_(P)                         # reuse dP's storage
    s = prod.sum(dim=-1, keepdim=True)
    return P * (dP - s)
