# exercise: ex_softmax_backward
# mistake: Subtracted the plain sum of dP along the last axis instead of the P-weighted sum; dS = P * (dP - (dP * P).sum(-1, keepdim=True)).
def ex_softmax_backward(P, dP):
    g = {}
    g["row_total"] = dP.sum(dim=-1, keepdim=True)
    g["centered"] = dP - g["row_total"]
    g["dS"] = P * g["centered"]
    return g["dS"]
