# exercise: ex_softmax_backward
# mistake: The learner used the mean of dP_j P_j along the last axis (AVERAGE) instead of the sum, so the correction term is n times too small.
def ex_softmax_backward(P, dP):
    weighted = dP * P
    avg = weighted.mean(dim=-1, keepdim=True)
    return P * (dP - avg)
