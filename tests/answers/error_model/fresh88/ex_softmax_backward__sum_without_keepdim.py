# exercise: ex_softmax_backward
# mistake: Summed Σ_j dP_j P_j without keepdim, so the (..., n) result of shape (...) broadcasts along the last axis instead of per row (it crashes unless the shapes happen to line up); the sum needs keepdim=True.
def ex_softmax_backward(P, dP):
    inner = (P * dP).sum(dim=-1)
    return P * (dP - inner)
