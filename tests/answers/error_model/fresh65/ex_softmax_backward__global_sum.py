# exercise: ex_softmax_backward
# mistake: The sum of dP * P is taken over the whole tensor instead of along the last axis with keepdim, so rows are mixed together; it must be (dP * P).sum(-1, keepdim=True). [cond: more than one row]
def ex_softmax_backward(P, dP):
    # dS_i = P_i * (dP_i - sum_j dP_j P_j)
    inner = (dP * P).sum()
    return P * (dP - inner)
