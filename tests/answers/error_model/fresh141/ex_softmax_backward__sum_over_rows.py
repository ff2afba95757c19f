# exercise: ex_softmax_backward
# mistake: The learner took the sum Σ dP_j P_j along dim=-2 (treating columns as the distributions) instead of the last axis; the softmax is over the last axis, so the sum is along dim=-1 with keepdim.
def ex_softmax_backward(P, dP):
    expected = (P * dP).sum(dim=-2, keepdim=True)   # E_P[dP]
    return P * (dP - expected)
