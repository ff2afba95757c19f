# exercise: ex_softmax_backward
# mistake: Summed dP ⊙ P over the whole tensor instead of along the last axis (per row, keepdim). [cond: more than one row]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum()
    return P * (dP - s)
