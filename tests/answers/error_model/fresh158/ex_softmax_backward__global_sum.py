# exercise: ex_softmax_backward
# mistake: The learner took the sum sum_j dP_j P_j over the whole tensor instead of along the last axis with keepdim, mixing rows. [cond: only when there is more than one row]
def ex_softmax_backward(P, dP):
    expected_grad = (P * dP).sum()   # E_{j~P}[dP_j]
    return P * (dP - expected_grad)
