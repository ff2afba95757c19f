# exercise: ex_softmax_backward
# mistake: Sums over dim=1, which is the last axis only for 2-D inputs; the sum must be over the last axis (dim=-1) for any number of axes. [cond: inputs with more than 2 axes]
def ex_softmax_backward(P, dP):
    # rows are dim 0, softmax is over the columns (dim 1)
    inner = (dP * P).sum(dim=1, keepdim=True)
    return P * (dP - inner)
