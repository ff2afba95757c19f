# exercise: ex_softmax_backward
# mistake: The learner derived it for a 2-D (rows, keys) matrix and summed over dim=1, which is the last axis only for 2-D inputs; for any other number of axes the sum must be along dim=-1. [cond: inputs that are not 2-D]
def ex_softmax_backward(P, dP):
    # s_i = sum_j dP_ij * P_ij  (one number per row i)
    s = (dP * P).sum(dim=1, keepdim=True)
    dS = P * (dP - s)
    return dS
