# exercise: ex_softmax_backward
# mistake: The row sum Σ_j dP_j P_j is taken without keepdim, so it broadcasts along the last axis (the sum of row i is subtracted in column i); it must be kept as a column (keepdim=True). [cond: inputs with more than one axis; a shape error unless the last two axes have equal size]
def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(-1)
    return P * (dP - inner)
