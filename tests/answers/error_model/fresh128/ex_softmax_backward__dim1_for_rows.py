# exercise: ex_softmax_backward
# mistake: The learner sums over dim=1 (the last axis of a 2-D matrix of rows) rather than dim=-1, which is wrong for inputs with more than two axes; the sum must run along the last axis. [cond: only when P has more than 2 axes]
def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(dim=1, keepdim=True)
    return P * (dP - inner)
