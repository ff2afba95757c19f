# exercise: ex_softmax_backward
# mistake: Takes the inner product <dP, P> over the whole tensor ((dP * P).sum()) instead of per row along the last axis with keepdim, so rows are mixed. [cond: more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    return P * (dP - inner)
