# exercise: ex_softmax_backward
# mistake: Sums dP ⊙ P over the first axis (dim=0, columns as in (d, n) notes) instead of the last axis, the one the softmax normalised. [cond: inputs with more than one axis]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=0, keepdim=True)
    return P * (dP - s)
