# exercise: ex_softmax_backward
# mistake: The learner sums dP*P along the last axis without keepdim=True, so the sums broadcast along the wrong axis (or the shapes clash); keepdim=True is needed. [cond: only for inputs with 2 or more axes]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
