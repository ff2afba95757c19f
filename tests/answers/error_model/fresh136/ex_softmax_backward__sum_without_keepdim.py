# exercise: ex_softmax_backward
# mistake: Took Σ_j dP_j P_j along the last axis without keepdim, so the row sums broadcast along the wrong axis (wrong values for square inputs, a shape error otherwise); it needs keepdim=True.
def ex_softmax_backward(P, dP):
    inner = (dP * P).sum(dim=-1)
    return P * (dP - inner)
