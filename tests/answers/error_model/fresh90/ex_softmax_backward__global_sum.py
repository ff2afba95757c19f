# exercise: ex_softmax_backward
# mistake: The learner took Σ dP·P over the whole tensor instead of per row along the last axis. [cond: more than one row]
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum()
    return P * (dP - inner)
