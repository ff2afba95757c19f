# exercise: ex_softmax_backward
# mistake: Sums dP * P over the whole tensor instead of along the last axis, which mixes every row's term into every other row; the sum must be per row (dim=-1, keepdim=True). [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
