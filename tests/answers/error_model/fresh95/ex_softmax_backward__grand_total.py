# exercise: ex_softmax_backward
# mistake: The learner took Σ dP_j P_j over the whole tensor (a grand total, no group-by) instead of along the last axis with keepdim, so every row is corrected with the same number. [cond: only when there is more than one row]
def ex_softmax_backward(P, dP):
    total = (dP * P).sum()
    return P * (dP - total)
