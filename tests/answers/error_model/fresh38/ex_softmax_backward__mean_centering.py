# exercise: ex_softmax_backward
# mistake: The learner centred dP with its plain mean along the last axis instead of the P-weighted sum Σ_j dP_j P_j.
def ex_softmax_backward(P, dP):
    centred = dP - dP.mean(dim=-1, keepdim=True)
    return P * centred
