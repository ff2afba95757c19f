# exercise: ex_softmax_backward
# mistake: The learner summed dP·P over the whole tensor instead of along the last axis with keepdim, which is right only for a single row; the sum must be per row (dim=-1, keepdim=True). [cond: only for inputs with more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
