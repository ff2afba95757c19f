# exercise: ex_softmax_backward
# mistake: The learner subtracts the plain mean of dP along the last axis instead of the P-weighted sum Σ_j dP_j P_j, so the result is right only when P is uniform.
def ex_softmax_backward(P, dP):
    centred = dP - dP.mean(dim=-1, keepdim=True)
    return P * centred
