# exercise: ex_softmax_backward
# mistake: The learner takes the mean of dP ⊙ P along the last axis instead of the sum, so the correction term is divided by n; it must be the sum with keepdim.
def ex_softmax_backward(P, dP):
    inner = (P * dP).mean(dim=-1, keepdim=True)
    return P * (dP - inner)
