# exercise: ex_softmax_backward
# mistake: The learner sums dP*P over the last axis without keepdim, so the (..., ) row sums broadcast along the wrong axis (across rows instead of within each row) or fail to broadcast; the sum needs keepdim=True. [cond: inputs with more than one axis]
def ex_softmax_backward(P, dP):
    # P, dP: (..., T)
    s = (dP * P).sum(dim=-1)          # (..., 1) one number per row
    return P * (dP - s)
