# exercise: ex_softmax_backward
# mistake: The learner used the mean of dP*P along the last axis instead of its sum, so the correction term is divided by n.
def ex_softmax_backward(P, dP):
    inner = (dP * P).mean(dim=-1, keepdim=True)
    return P * (dP - inner)
