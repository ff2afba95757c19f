# exercise: ex_softmax_backward
# mistake: The learner sums dP ⊙ P over the whole tensor instead of along the last axis with keepdim, mixing rows. [cond: more than one row]
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum())
