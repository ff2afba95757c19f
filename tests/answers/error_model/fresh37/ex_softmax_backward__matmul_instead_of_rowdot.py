# exercise: ex_softmax_backward
# mistake: Computes the row sums with dP @ P.mT, a matrix of all row-by-row dot products, instead of the per-row dot product (dP * P).sum(-1, keepdim=True); the result has the wrong values (and shape when the last two axes differ).
def ex_softmax_backward(P, dP):
    inner = dP @ P.mT
    return P * (dP - inner)
