# exercise: ex_softmax_backward
# mistake: The learner took the mean of dP·P over the last axis instead of the sum; the correction term is Σ_j dP_j P_j.
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).mean(dim=-1, keepdim=True))
