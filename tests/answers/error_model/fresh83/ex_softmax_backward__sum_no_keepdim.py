# exercise: ex_softmax_backward
# mistake: Sums (dP * P) over the last axis without keepdim=True, so the sum broadcasts along the wrong axis (wrong values for square 2-D inputs, an error for other shapes). [cond: more than one row, i.e. not shape (1, n) or (n,)]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(-1)
    return P * (dP - s)
