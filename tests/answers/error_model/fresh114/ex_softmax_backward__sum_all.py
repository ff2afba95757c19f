# exercise: ex_softmax_backward
# mistake: Takes the sum of dP * P over the whole tensor instead of along the last axis with keepdim, mixing rows; the inner product is per row. [cond: more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    return P * (dP - inner)
