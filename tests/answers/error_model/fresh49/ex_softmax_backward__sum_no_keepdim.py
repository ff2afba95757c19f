# exercise: ex_softmax_backward
# mistake: Summed Σ_j dP_j P_j along the last axis without keepdim, so the (…,) sums broadcast against the wrong axis (or not at all) for inputs with more than one axis; keepdim=True keeps one sum per row. [cond: inputs with two or more axes]
def ex_softmax_backward(P, dP):
    s = (dP * P).sum(dim=-1)
    return P * (dP - s)
