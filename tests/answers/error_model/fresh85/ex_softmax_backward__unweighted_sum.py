# exercise: ex_softmax_backward
# mistake: Subtracts the plain sum of dP along the last axis instead of the P-weighted sum Σj dPj Pj.
def ex_softmax_backward(P, dP):
    return P * (dP - dP.sum(dim=-1, keepdim=True))
